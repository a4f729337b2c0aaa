import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { InvitationSummary } from '../../src/contract/invitations.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 38, item 1: head counts count people, not rows. Parents invited together (two guests of one
 * household) and an aunt with a +1 and two children all accept the banquet: six people come, two of
 * them children, and the aunt's household is four.
 */
describe.each(databaseTargets)('head counts in people on %s', (target) => {
  const t = useTestApp(target);

  const family = async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const guest = async (body: Record<string, unknown>) => {
      const res = await t.api.post('/guests', { from: 'bride', ...body }, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string };
    };
    const mother = await guest({ name: 'Ирина Волкова' });
    const father = await guest({ name: 'Сергей Волков' });
    const aunt = await guest({ name: 'Тётя Света', withHalf: true, halfName: 'Дядя Миша', children: 'several' });
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string; name: string }>;
    const banquet = events.find((event) => event.name === 'Банкет')!;
    const invite = async (guestIds: string[]) => {
      const res = await t.api.post('/invitations', { guestIds, eventIds: [banquet.id] }, user);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { url: string }).url.split('/').pop()!;
    };
    const parents = await invite([mother.id, father.id]);
    const aunts = await invite([aunt.id]);
    return { user, banquet, mother, father, aunt, parents, aunts };
  };
  const answer = async (token: string, body: Record<string, unknown>) => {
    const res = await t.api.post(`/rsvp/${token}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const summaryOf = async (user: SignedInUser) => {
    const res = await t.api.get('/invitations/summary', user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InvitationSummary;
  };
  /** The caterer's sheet of one part: rows as text, the header first. */
  const caterersSheet = async (user: SignedInUser, part: string) => {
    const res = await t.api.get('/invitations/answers.xlsx', user);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.getWorksheet(part)!.eachRow((row) => {
      rows.push([1, 2, 3, 4, 5].map((column) => row.getCell(column).text));
    });
    return rows;
  };

  it('counts each guest, +1 and child once everyone has accepted the banquet', async () => {
    const { user, banquet, mother, father, aunt, parents, aunts } = await family();
    expect(await summaryOf(user)).toContainEqual({
      eventId: banquet.id,
      invited: 6,
      coming: 0,
      declined: 0,
      noAnswer: 6,
      comingChildren: 0,
    });

    await answer(parents, {
      answers: [
        { guestId: mother.id, eventId: banquet.id, coming: true },
        { guestId: father.id, eventId: banquet.id, coming: true },
      ],
    });
    await answer(aunts, { answers: [{ guestId: aunt.id, eventId: banquet.id, coming: true }], childrenCount: 2 });

    expect(await summaryOf(user)).toContainEqual({
      eventId: banquet.id,
      invited: 6,
      coming: 6,
      declined: 0,
      noAnswer: 0,
      comingChildren: 2,
    });
    const sheet = await caterersSheet(user, 'Банкет');
    expect(sheet).toEqual([
      ['Гость', 'Вместе с', 'Всего человек', 'Из них детей', 'Питание'],
      ['Ирина Волкова', '', '1', '0', ''],
      ['Сергей Волков', '', '1', '0', ''],
      // The aunt's household, four people on its rows: herself, her +1 and two children.
      ['Тётя Света', '', '1', '0', ''],
      ['Дядя Миша', 'Тётя Света', '1', '0', ''],
      ['2 ребёнка', 'Тётя Света', '2', '2', ''],
      ['Итого', '', '6', '2', ''],
    ]);
  });

  it('takes the household’s own count of children, and declines everyone of a household that said no', async () => {
    const { user, banquet, mother, father, aunt, parents, aunts } = await family();
    await answer(aunts, { answers: [{ guestId: aunt.id, eventId: banquet.id, coming: true }], childrenCount: 3 });
    await answer(parents, {
      answers: [
        { guestId: mother.id, eventId: banquet.id, coming: false },
        { guestId: father.id, eventId: banquet.id, coming: false },
      ],
    });
    expect(await summaryOf(user)).toContainEqual({
      eventId: banquet.id,
      invited: 7,
      coming: 5,
      declined: 2,
      noAnswer: 0,
      comingChildren: 3,
    });
    expect((await caterersSheet(user, 'Банкет')).at(-1)).toEqual(['Итого', '', '5', '3', '']);
  });

  it('counts the list’s people alike for per-person prices and for seats', async () => {
    const { user, aunt, mother } = await family();
    // The list: two parents and the aunt's household of four.
    const people = await t.api.get('/budget/people', user);
    expect(people.json()).toMatchObject({ people: 6, grownUps: 4, children: 2 });
    const table = (await t.api.post('/seating/tables', { name: 'Стол 1', seats: 4, shape: 'round' }, user)).json();
    const seat = (guestId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/seating/guests/${guestId}`,
        payload: { tableId: table.id },
        headers: user.headers,
      });
    const seated = await seat(aunt.id);
    expect(seated.statusCode, seated.body).toBe(200);
    const full = await seat(mother.id);
    // The aunt's household takes all four seats: a fifth person is refused.
    expect(full.statusCode).toBe(422);
  });
});
