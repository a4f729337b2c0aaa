import type { ActivityEntry } from '../src/contract/wedding-activity.ts';

/** The partner who made the other half of the scenarios' changes. */
export const MOCK_PARTNER_EMAIL = 'petr@example.ru';

const MINUTE = 60_000;

/**
 * The activity a scenario opens with: a couple planning together over the last days, the signed-in
 * member's own changes and their partner's; on the main page's scenario also one entry of a member
 * who has since deleted their account and one of a guest who answered their invitation (the contract cases compare 'active' with a real wedding,
 * where every member is still there). Times count back from now, so «5 минут назад» stays true whenever the mock runs.
 */
export function scenarioActivity(scenario: string, email: string, now = Date.now()): ActivityEntry[] {
  if (scenario !== 'dashboard' && scenario !== 'active') return [];
  const entry = (minutesAgo: number, who: string | null, action: ActivityEntry['action'], what: string | null) => ({
    at: new Date(now - minutesAgo * MINUTE).toISOString(),
    email: who,
    action,
    what,
  });
  const entries = [
    entry(3, MOCK_PARTNER_EMAIL, 'guestAdded', 'Тётя Валя'),
    entry(12, email, 'todoChecked', 'Выбрать фотографа'),
    entry(40, MOCK_PARTNER_EMAIL, 'budgetItemChanged', 'Ресторан «Сад»'),
    entry(95, email, 'budgetTotalSet', '850000'),
    entry(60 * 5, MOCK_PARTNER_EMAIL, 'guestsImported', '24'),
    entry(60 * 26, email, 'todoAdded', 'Заказать торт'),
    entry(60 * 27, MOCK_PARTNER_EMAIL, 'guestDeleted', 'Дядя Коля'),
    entry(60 * 50, email, 'categoryAdded', 'Кейтеринг'),
    entry(60 * 72, null, 'guestChanged', 'Мария Лебедева'),
    entry(60 * 73, email, 'budgetItemAdded', 'Платье'),
    // A guest's answer on their invitation page: no member made it.
    entry(60 * 74, null, 'rsvpAnswered', 'Ольга Волкова'),
  ];
  return scenario === 'dashboard' ? entries : entries.filter((one) => one.email !== null);
}
