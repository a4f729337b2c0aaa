import type { StoredPurchase } from '../src/contract/purchase-rules.ts';

/*
 * The shopping list a scenario starts with: on `stores-page`, four things for the day, one bought
 * and not yet in the budget, one without a price; none elsewhere, as a new couple on the real server.
 */
export function newMockPurchases(scenario: string): StoredPurchase[] {
  if (scenario !== 'stores-page') return [];
  return [
    {
      id: 'pu_mock_1',
      name: 'Подвязка невесты',
      store: 'Салон «Вуаль»',
      link: 'https://vual.example.ru/garter',
      priceKopecks: 149_000,
      bought: true,
      budgetItemId: null,
    },
    {
      id: 'pu_mock_2',
      name: 'Бокалы для молодожёнов',
      store: 'Хофф',
      link: '',
      priceKopecks: 250_000,
      bought: false,
      budgetItemId: null,
    },
    {
      id: 'pu_mock_3',
      name: 'Ленты и банты для машин',
      store: 'Wildberries',
      link: 'https://www.wildberries.ru/',
      priceKopecks: 65_000,
      bought: false,
      budgetItemId: null,
    },
    {
      id: 'pu_mock_4',
      name: 'Свечи на столы',
      store: '',
      link: '',
      priceKopecks: null,
      bought: false,
      budgetItemId: null,
    },
  ];
}
