import type { StoredLookCard } from '../src/contract/look-rules.ts';
import type { LookKind } from '../src/contract/looks.ts';

type Seed = [title: string, category: LookKind, favorite: boolean, link: string | null, comment: string];

/*
 * The boards a scenario starts with: on `looks-page` and `decor-page`, a couple a few weeks into
 * collecting ideas (pictures are drawn by the mock, mocks/handlers/looks.ts); none elsewhere, as a
 * new couple on the real server.
 */
const SEEDS: Seed[] = [
  ['Платье с открытой спиной', 'dress', true, 'https://www.pinterest.com/pin/1', 'Примерка в салоне 14-го'],
  ['Классический костюм-тройка', 'suit', false, null, 'Синий, не чёрный'],
  ['Низкий пучок с веточкой эвкалипта', 'hair', true, 'https://www.pinterest.com/pin/2', ''],
  ['Нюдовый макияж', 'makeup', false, null, 'Спросить визажиста про стойкость'],
  ['Букет из пионов и эвкалипта', 'bouquet', true, null, ''],
  ['Кольца из белого золота', 'rings', false, 'https://example.ru/rings/42', 'Гравировка внутри'],
  ['Зал в зелени и свечах', 'hall', true, 'https://www.pinterest.com/pin/3', 'Как в «Усадьбе», но теплее'],
  ['Арка из пампасной травы', 'ceremony', false, null, ''],
  ['Сервировка с льняными салфетками', 'tables', true, null, 'Салфетки цвета шалфея'],
  ['Трёхъярусный торт с ягодами', 'cake', false, 'https://example.ru/cakes/berry', 'Без мастики'],
  ['Приглашения на крафтовой бумаге', 'stationery', false, null, ''],
];

export function newMockLooks(scenario: string, now = Date.now()): StoredLookCard[] {
  if (scenario !== 'looks-page' && scenario !== 'decor-page') return [];
  return SEEDS.map(([title, category, favorite, link, comment], index) => ({
    id: `look_mock_${index + 1}`,
    title,
    category,
    link,
    comment,
    favorite,
    createdAt: new Date(now - (index + 1) * 86_400_000).toISOString(),
    picture: true,
  }));
}
