import type { Guest } from '../src/contract/guests.ts';
import { planScenarioOf } from './scenario-files.ts';
import { mockDb } from './store.ts';
import type { Invitation, WeddingEvent } from '../src/contract/invitations.ts';

/** One couple's invitations as the server keeps them (server/features/invitations). */
export interface MockInvitations {
  events: WeddingEvent[];
  invitations: Invitation[];
  deadline: string | null;
}

/** A couple's invitations as the invitations mock keeps them, or as its scenario starts them before its first call. */
export const invitationsSoFar = (userId: string, guests: readonly Guest[]) =>
  mockDb.invitations?.[userId] ?? scenarioInvitations(mockDb.scenario, guests);

/** As the server with PUBLIC_URL unset: the address the app was opened at (the dev server's in Node). */
export const MOCK_PUBLIC_URL = globalThis.location?.origin ?? 'http://localhost:5173';

/**
 * The invitations page's scenarios: three households, one answered, one declined the walk, one not
 * answered yet (its page: `/api/v1/rsvp/mockToken0000000000003`); `invitations-closed` has the
 * deadline passed, so the households' pages thank instead of asking. A revoked or wrong token is 404.
 */
export function scenarioInvitations(name: string, guests: readonly Guest[]): MockInvitations | undefined {
  const scenario = planScenarioOf(name);
  const closed = scenario === 'invitations-closed';
  if ((scenario !== 'invitations-page' && !closed) || guests.length < 6) return undefined;
  const events: WeddingEvent[] = [
    {
      id: 'ev_mock_1',
      name: 'Регистрация',
      startsAt: '2027-06-12T08:00:00.000Z',
      place: 'Грибоедовский ЗАГС',
      address: 'Москва, ул. Бутырская, 17',
    },
    { id: 'ev_mock_2', name: 'Прогулка', startsAt: '2027-06-12T10:00:00.000Z', place: 'Воробьёвы горы', address: '' },
    {
      id: 'ev_mock_3',
      name: 'Банкет',
      startsAt: '2027-06-12T13:00:00.000Z',
      place: 'Ресторан «Сад»',
      address: 'Москва, Тверская, 5',
    },
  ];
  const base = {
    halfName: null,
    childrenCount: 0,
    diet: '',
    diets: [],
    message: '',
    transfer: false,
    overnight: false,
    erasedAt: null,
  };
  const invitation = (n: number, guestIds: string[], extra: Partial<Invitation> = {}): Invitation => ({
    id: `inv_mock_${n}`,
    guestIds,
    eventIds: events.map((event) => event.id),
    url: `${MOCK_PUBLIC_URL}/rsvp/mockToken${String(n).padStart(13, '0')}`,
    answeredAt: null,
    createdAt: '2027-04-01T09:00:00.000Z',
    answers: [],
    ...base,
    ...extra,
  });
  const [mother, father, olga, nina, sveta, masha] = guests;
  // The call list's scenario: Olga (a phone, no e-mail) has not answered yet, nor have the grandmother
  // and the aunt (no contact at all) or Artyom (a phone, but an e-mail reaches him).
  const toCall = name === 'call-list-page';
  const artyom = guests.find((guest) => guest.id === 'g_mock_13');
  return {
    events,
    deadline: closed ? '2026-01-10' : '2027-05-20',
    invitations: [
      invitation(1, [mother!.id, father!.id], {
        answeredAt: '2027-04-03T18:00:00.000Z',
        answers: events.flatMap((event) => [
          { guestId: mother!.id, eventId: event.id, coming: true },
          { guestId: father!.id, eventId: event.id, coming: true },
        ]),
        transfer: true,
        message: 'Ждём не дождёмся!',
      }),
      invitation(
        2,
        [olga!.id],
        toCall
          ? {}
          : {
              answeredAt: '2027-04-05T12:00:00.000Z',
              answers: [
                { guestId: olga!.id, eventId: 'ev_mock_1', coming: true },
                { guestId: olga!.id, eventId: 'ev_mock_2', coming: false },
                { guestId: olga!.id, eventId: 'ev_mock_3', coming: true },
                // Her +1 answers for himself: only the banquet.
                { guestId: olga!.id, eventId: 'ev_mock_1', coming: false, half: true },
                { guestId: olga!.id, eventId: 'ev_mock_2', coming: false, half: true },
                { guestId: olga!.id, eventId: 'ev_mock_3', coming: true, half: true },
              ],
              halfName: 'Денис Кузнецов',
              diet: 'Без глютена',
              diets: [{ guestId: olga!.id, diet: 'Без глютена' }],
            },
      ),
      invitation(3, [masha!.id]),
      ...(toCall && artyom
        ? [invitation(4, [nina!.id, sveta!.id], { eventIds: ['ev_mock_1', 'ev_mock_3'] }), invitation(5, [artyom.id])]
        : []),
    ],
  };
}
