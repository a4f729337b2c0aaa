import type { Guest } from '../src/contract/guests.ts';
import { autoSeat } from '../src/contract/seating-rules.ts';
import type { MockSeating } from './store.ts';

/*
 * The seating a scenario starts with: on `seating-plan`, the couple's list (mocks/guests-data.ts) on
 * a banquet hall of five tables, two rules, seated by the automatic seating with three guests left
 * to seat by hand; the same on `invitations-closed`, so its households' pages show their tables after
 * the deadline; none elsewhere (as a new couple on the real server).
 */
export function newMockSeating(scenario: string, guests: readonly Guest[]): MockSeating {
  if (scenario !== 'seating-plan' && scenario !== 'invitations-closed') return { tables: [], seats: {}, rules: [] };
  const tables = [
    { id: 'st_mock_1', name: 'Стол молодожёнов', shape: 'rect' as const, seats: 6, x: 800, y: 130, head: false },
    { id: 'st_mock_2', name: 'Стол 1', shape: 'round' as const, seats: 10, x: 300, y: 430, head: false },
    { id: 'st_mock_3', name: 'Стол 2', shape: 'round' as const, seats: 10, x: 640, y: 560, head: false },
    { id: 'st_mock_4', name: 'Стол 3', shape: 'round' as const, seats: 10, x: 980, y: 560, head: false },
    { id: 'st_mock_5', name: 'Стол 4', shape: 'round' as const, seats: 8, x: 1320, y: 430, head: false },
  ];
  const byName = (name: string) => guests.find((guest) => guest.name === name)?.id ?? '';
  const rules = [
    {
      id: 'sr_mock_1',
      kind: 'together' as const,
      guestIds: [byName('Маша Лебедева'), byName('Артём Новиков')],
    },
    { id: 'sr_mock_2', kind: 'apart' as const, guestIds: [byName('Дядя Коля'), byName('Тётя Света')] },
  ].filter((rule) => rule.guestIds.every((id) => id !== ''));
  const waiting = new Set([byName('Фотограф Алексей'), byName('Даша Соколова'), byName('Людмила Андреевна')]);
  const result = autoSeat({
    guests: guests.filter((guest) => !waiting.has(guest.id)),
    tables,
    rules,
    seats: new Map(),
  });
  return { tables, seats: Object.fromEntries(result.seats), rules };
}
