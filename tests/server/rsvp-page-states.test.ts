import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioGuests } from '../../mocks/guests-data.ts';
import { scenarioInvitations } from '../../mocks/invitations-store.ts';
import couple from '../../mocks/couple.json' with { type: 'json' };
import { invitationPage, notFoundPage, type PageState } from '../../server/features/rsvp/page.ts';
import { rsvpClosed, type Invitation, type RsvpPage } from '../../src/contract/invitations.ts';
import { autoSeat } from '../../src/contract/seating-rules.ts';
import { projectRoot } from '../support/product-process.ts';

/*
 * The household's page (server-rendered, so the mock app cannot show it) in each of its states, from
 * the same data as the couple's mock scenarios `invitations-page` and `invitations-closed`: not
 * answered, answered, just saved, an answer refused, erased by the household, after the deadline with
 * the tables, revoked.
 * Each is checked and written to test-results/rsvp-states/<state>.html, so support can open the
 * pages offline: `npx vitest run tests/server/rsvp-page-states.test.ts`.
 */

const PAGE_MAX_BYTES = 60 * 1024;
const OUT = path.join(projectRoot, 'test-results', 'rsvp-states');

/** The page GET /rsvp/{token} answers for a scenario's invitation (as mocks/handlers/invitations.ts builds it). */
function pageOf(scenario: 'invitations-page' | 'invitations-closed', invitationId: string): RsvpPage {
  const guests = scenarioGuests(scenario);
  const data = scenarioInvitations(scenario, guests)!;
  const invitation: Invitation = data.invitations.find((entry) => entry.id === invitationId)!;
  const household = guests.filter((guest) => invitation.guestIds.includes(guest.id));
  const closed = rsvpClosed(data.deadline, new Date());
  // The hall of the seating-plan scenario (mocks/seating-seed.ts, which the node build cannot import), seated automatically.
  const hall = [
    { id: 'st_1', name: 'Стол молодожёнов', seats: 6 },
    { id: 'st_2', name: 'Стол 1', seats: 10 },
    { id: 'st_3', name: 'Стол 2', seats: 10 },
    { id: 'st_4', name: 'Стол 3', seats: 10 },
  ];
  const { seats } = autoSeat({ guests, tables: hall, rules: [], seats: new Map() });
  return {
    couple: { brideName: couple.brideName, groomName: couple.groomName },
    events: data.events.filter((event) => invitation.eventIds.includes(event.id)),
    guests: household.map(({ id, name, withHalf, halfName, children }) => ({ id, name, withHalf, halfName, children })),
    answers: invitation.answers,
    deadline: data.deadline,
    closed,
    answeredAt: invitation.answeredAt,
    halfName: invitation.halfName,
    childrenCount: invitation.childrenCount,
    diet: invitation.diet,
    diets: invitation.diets,
    message: invitation.message,
    transfer: invitation.transfer,
    overnight: invitation.overnight,
    erasedAt: invitation.erasedAt,
    tables: closed
      ? household.flatMap((guest) => {
          const table = hall.find((entry) => entry.id === seats.get(guest.id));
          return table ? [{ guestId: guest.id, table: table.name }] : [];
        })
      : [],
  };
}

const ACTION = '/rsvp/mockToken0000000000001';

const STATES: Array<{ name: string; html: () => string; shows: string[]; hides?: string[] }> = [
  {
    name: 'not-answered',
    html: () => invitationPage(pageOf('invitations-page', 'inv_mock_3'), ACTION),
    shows: ['Маша Лебедева', 'Отправить ответ', 'Пожалуйста, ответьте до'],
    hides: ['Ваш стол', 'Ольга Волкова'],
  },
  {
    name: 'answered',
    html: () => invitationPage(pageOf('invitations-page', 'inv_mock_2'), ACTION),
    shows: [
      'Ольга Волкова',
      'Ваш ответ получен',
      'Сохранить изменения',
      'value="Денис Кузнецов"',
      'value="Без глютена"',
    ],
  },
  {
    name: 'saved',
    html: () => invitationPage(pageOf('invitations-page', 'inv_mock_2'), ACTION, { saved: true } satisfies PageState),
    shows: ['Ответ сохранён. Спасибо!'],
  },
  {
    name: 'refused',
    html: () =>
      invitationPage(pageOf('invitations-page', 'inv_mock_3'), ACTION, { error: 'Число детей — от 0 до 10.' }),
    shows: ['role="alert"', 'Число детей — от 0 до 10.'],
  },
  {
    name: 'erased',
    html: () =>
      invitationPage({ ...pageOf('invitations-page', 'inv_mock_3'), erasedAt: '2027-04-06T10:00:00.000Z' }, ACTION, {
        erased: true,
      } satisfies PageState),
    shows: ['Ваши данные удалены', 'Вы удалили свои данные 6 апреля 2027 г.', `action="${ACTION}/erase"`],
  },
  {
    name: 'after-deadline',
    html: () => invitationPage(pageOf('invitations-closed', 'inv_mock_1'), ACTION),
    shows: ['Приём ответов завершён', 'Ваш стол', '<strong>Стол'],
    // The erasure's form stays; the answer's choices are gone.
    hides: ['type="radio"'],
  },
  {
    name: 'revoked',
    html: () => notFoundPage(),
    shows: ['Приглашение не найдено', 'приглашение отозвано'],
  },
];

describe('the household’s page in each state, written for support to open offline', () => {
  fs.mkdirSync(OUT, { recursive: true });
  it.each(STATES)('$name', ({ name, html, shows, hides = [] }) => {
    const page = html();
    for (const text of shows) expect(page).toContain(text);
    for (const text of hides) expect(page).not.toContain(text);
    expect(page).not.toContain('<script');
    expect(Buffer.byteLength(page)).toBeLessThan(PAGE_MAX_BYTES);
    fs.writeFileSync(path.join(OUT, `${name}.html`), page);
  });
});
