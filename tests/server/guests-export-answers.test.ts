import { describe, expect, it } from 'vitest';
import type { GuestImportResult } from '../../src/contract/guests.ts';
import { databaseTargets } from '../support/databases.ts';
import { HEADERS, importForm, readXlsxRows } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The guest list's export carries the answers (issue 38, item 8): each part of the day's answer of
 * the guest and of their +1, and both diets, after the list's own columns; the import reads the file
 * back without a word about those columns.
 */
describe.each(databaseTargets)('the guest list export with the invitations’ answers on %s', (target) => {
  const t = useTestApp(target);

  const couple = async (): Promise<SignedInUser> =>
    signedInUser(t.app, { subscription: 'active', email: `ga${Math.random()}@example.ru` });

  /** Parents invited to both parts, an aunt with a +1 invited to the banquet only, a friend not invited. */
  async function invitedList() {
    const user = await couple();
    const guest = async (body: Record<string, unknown>) =>
      (await t.api.post('/guests', { from: 'bride', ...body }, user)).json() as { id: string };
    const mother = await guest({ name: 'Ольга Петрова' });
    const father = await guest({ name: 'Сергей Петров' });
    const aunt = await guest({ name: 'Тётя Галя', withHalf: true, halfName: 'Дядя Коля' });
    await guest({ name: 'Друг Костя', from: 'groom' });
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string; name: string }>;
    const [registration, banquet] = events as [{ id: string; name: string }, { id: string; name: string }];
    const invite = async (guestIds: string[], eventIds: string[]) => {
      const url = (await t.api.post('/invitations', { guestIds, eventIds }, user)).json().url as string;
      return url.split('/').pop()!;
    };
    const parents = await invite([mother.id, father.id], [registration.id, banquet.id]);
    const aunts = await invite([aunt.id], [banquet.id]);
    return { user, mother, father, aunt, registration, banquet, parents, aunts };
  }

  /** A guest's cells after the list's own columns, the empty ones at the end included. */
  const answerCellsOf = (rows: string[][], name: string) => {
    const row = rows.find((cells) => cells[0] === name)!;
    return Array.from({ length: rows[0]!.length }, (_, i) => row[i] ?? '').slice(HEADERS.length);
  };

  const download = async (user: SignedInUser) => {
    const res = await t.api.get('/guests/download', user);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('writes each part’s answer of every guest and +1 and their diets', async () => {
    const { user, aunt, banquet, aunts } = await invitedList();
    const answered = await t.api.post(`/rsvp/${aunts}`, {
      answers: [
        { guestId: aunt.id, eventId: banquet.id, coming: true },
        { guestId: aunt.id, eventId: banquet.id, coming: false, half: true },
      ],
      diets: [{ guestId: aunt.id, diet: 'Без глютена' }],
    });
    expect(answered.statusCode).toBe(200);

    const rows = await readXlsxRows((await download(user)).rawPayload);
    expect(rows[0]).toEqual([
      ...HEADERS,
      'Ответ: Регистрация',
      'Ответ +1: Регистрация',
      'Ответ: Банкет',
      'Ответ +1: Банкет',
      'Диета',
      'Диета +1',
    ]);
    const answersOf = (name: string) => answerCellsOf(rows, name);
    expect(answersOf('Ольга Петрова')).toEqual(['нет ответа', '', 'нет ответа', '', '', '']);
    expect(answersOf('Тётя Галя')).toEqual(['не приглашён', 'не приглашён', 'придёт', 'не придёт', 'Без глютена', '']);
    expect(answersOf('Друг Костя')).toEqual(['не приглашён', '', 'не приглашён', '', '', '']);
  });

  it('shows a household’s answers person by person, each with their own diet', async () => {
    const { user, mother, father, registration, banquet, parents } = await invitedList();
    const answered = await t.api.post(`/rsvp/${parents}`, {
      answers: [
        { guestId: mother.id, eventId: registration.id, coming: true },
        { guestId: mother.id, eventId: banquet.id, coming: true },
        { guestId: father.id, eventId: registration.id, coming: false },
        { guestId: father.id, eventId: banquet.id, coming: true },
      ],
      diets: [{ guestId: father.id, diet: 'Аллергия на орехи' }],
    });
    expect(answered.statusCode).toBe(200);

    const rows = await readXlsxRows((await download(user)).rawPayload);
    const answersOf = (name: string) => answerCellsOf(rows, name);
    expect(answersOf('Ольга Петрова')).toEqual(['придёт', '', 'придёт', '', '', '']);
    expect(answersOf('Сергей Петров')).toEqual(['не придёт', '', 'придёт', '', 'Аллергия на орехи', '']);
  });

  it('reads its own file back without naming the answer columns as unknown', async () => {
    const { user } = await invitedList();
    const file = (await download(user)).rawPayload;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guests/import?mode=preview',
      headers: user.headers,
      payload: importForm(file),
    });
    expect(preview.statusCode).toBe(200);
    const result = preview.json<GuestImportResult>();
    expect(result.ignoredColumns).toEqual([]);
    expect(result.rejected).toEqual([]);
  });
});
