import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { profileForm } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The first-run wizard's answers belong to the wedding (issue 24): every member reads the same
 * names, dates, places and guest estimate, the owner and the partner change them, a helper may
 * not, and the advice and wizard toggles stay each person's own.
 */
describe.each(databaseTargets)("the wedding's answers on %s", (target) => {
  const t = useTestApp(target);

  const whoami = async (user: SignedInUser) => (await t.api.get('/whoami', user)).json();
  const update = (user: SignedInUser, fields: Record<string, string>) =>
    t.api.post('/user/update', profileForm(fields), { cookie: user.cookie });
  const answersOf = (user: Record<string, unknown>) => ({
    brideName: user.brideName,
    groomName: user.groomName,
    registrationDate: user.registrationDate,
    registrationLocation: user.registrationLocation,
    banquetDate: user.banquetDate,
    banquetLocation: user.banquetLocation,
    amountOfGuests: user.amountOfGuests,
  });
  const annasAnswers = {
    brideName: 'Анна',
    groomName: 'Пётр',
    registrationDate: '2027-06-12T11:00:00.000Z',
    registrationLocation: 'Грибоедовский ЗАГС',
    banquetDate: '2027-06-12T15:00:00.000Z',
    banquetLocation: 'Ресторан «Сад»',
    amountOfGuests: 2,
  };
  const saveAnswers = async (user: SignedInUser) => {
    const res = await update(user, { ...annasAnswers, amountOfGuests: '2' });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('shows the partner the answers the owner gave, and the owner the partner’s changes', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    await saveAnswers(anna);
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    expect(answersOf(await whoami(petr))).toEqual(annasAnswers);

    const changed = await update(petr, { groomName: 'Пётр Ильич', amountOfGuests: '3', isShowAdvice: 'true' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ groomName: 'Пётр Ильич', amountOfGuests: 3, isShowAdvice: true });

    const seen = await whoami(anna);
    expect(answersOf(seen)).toEqual({ ...annasAnswers, groomName: 'Пётр Ильич', amountOfGuests: 3 });
    // The advice toggle is each person's own.
    expect(seen.isShowAdvice).toBe(false);
    expect(
      await t.app.db
        .selectFrom('weddings')
        .select(['groom_name', 'amount_of_guests'])
        .where('id', '=', anna.weddingId)
        .execute(),
    ).toEqual([{ groom_name: 'Пётр Ильич', amount_of_guests: 3 }]);
  });

  it('lets a helper read the answers and change only their own settings', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    await saveAnswers(anna);
    const mama = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    expect(answersOf(await whoami(mama))).toEqual(annasAnswers);

    const answerChanges: Array<Record<string, string>> = [
      { brideName: 'Мама' },
      { amountOfGuests: '4' },
      { banquetDate: '2027-06-13T15:00:00.000Z' },
    ];
    for (const fields of answerChanges) {
      const refused = await update(mama, { ...fields, isShowAdvice: 'true' });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(403);
      expect(refused.json().message).toBe('Помощник может смотреть план, но не менять его');
    }
    // Nothing of a refused form is saved, not even the helper's own toggle.
    expect((await whoami(mama)).isShowAdvice).toBe(false);
    expect(answersOf(await whoami(anna))).toEqual(annasAnswers);

    // The settings form sends the answers back unchanged with the toggle: that is no change of them.
    const own = await update(mama, { brideName: 'Анна', amountOfGuests: '2', isShowAdvice: 'true' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ ...annasAnswers, isShowAdvice: true });
    expect((await whoami(anna)).isShowAdvice).toBe(false);
  });

  it('never shows one wedding’s answers to another', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const olga = await signedInUser(t.app, { subscription: 'active' });
    await saveAnswers(anna);
    const res = await update(olga, { brideName: 'Ольга', groomName: 'Игорь' });
    expect(res.statusCode, res.body).toBe(200);
    expect(answersOf(await whoami(olga))).toEqual({
      brideName: 'Ольга',
      groomName: 'Игорь',
      registrationDate: null,
      registrationLocation: null,
      banquetDate: null,
      banquetLocation: null,
      amountOfGuests: null,
    });
    expect(answersOf(await whoami(anna))).toEqual(annasAnswers);
  });

  it('keeps the answers with the others when a member leaves, and removes them with the last', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    await update(anna, { brideName: 'Единственная-Анна' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    const stored = async () =>
      (await t.app.db.selectFrom('weddings').select('id').where('bride_name', '=', 'Единственная-Анна').execute())
        .length;

    expect((await t.api.delete('/user/delete', anna)).statusCode).toBe(200);
    expect(await stored()).toBe(1);
    expect((await whoami(petr)).brideName).toBe('Единственная-Анна');

    expect((await t.api.delete('/user/delete', petr)).statusCode).toBe(200);
    expect(await stored()).toBe(0);
  });

  it('plans the to-dos from the date a partner set', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    expect((await update(petr, { registrationDate: '2027-06-12T11:00:00.000Z' })).statusCode).toBe(200);
    expect((await whoami(anna)).registrationDate).toBe('2027-06-12T11:00:00.000Z');
    const todos = await t.api.get('/todos', anna);
    expect(todos.statusCode, todos.body).toBe(200);
    expect(
      await t.app.db.selectFrom('todo_plans').select('wedding_day').where('wedding_id', '=', anna.weddingId).execute(),
    ).toEqual([{ wedding_day: '2027-06-12' }]);
  });
});
