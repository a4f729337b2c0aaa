import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { fieldMessages } from '../support/api.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * One answer per person (issue 38 item 5): each guest of a household and each +1 answers every part
 * and names their own diet; the caterer's export has a row per person with that person's diet; the
 * children's count starts at what the guest list says.
 */
describe.each(databaseTargets)('answers and diets per person on %s', (target) => {
  const t = useTestApp(target);

  const couple = async (): Promise<SignedInUser> =>
    signedInUser(t.app, { subscription: 'active', email: `pp${Math.random()}@example.ru` });

  /** Parents invited together, and an aunt with a +1 and two children; both invited to both parts. */
  const households = async () => {
    const user = await couple();
    const guest = async (body: Record<string, unknown>) =>
      (await t.api.post('/guests', { from: 'bride', ...body }, user)).json() as { id: string; name: string };
    const mother = await guest({ name: 'Ольга Петрова' });
    const father = await guest({ name: 'Сергей Петров' });
    const aunt = await guest({ name: 'Тётя Галя', withHalf: true, halfName: 'Дядя Коля', children: 'several' });
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string; name: string }>;
    const eventIds = events.map((event) => event.id);
    const invite = async (guestIds: string[]) => {
      const url = (await t.api.post('/invitations', { guestIds, eventIds }, user)).json().url as string;
      return url.split('/').pop()!;
    };
    const parents = await invite([mother.id, father.id]);
    const aunts = await invite([aunt.id]);
    const [registration, banquet] = events as [{ id: string; name: string }, { id: string; name: string }];
    return { user, mother, father, aunt, registration, banquet, parents, aunts };
  };

  /** The caterer's export, one sheet per part: its rows (the empty one skipped) as `name|with|people|children|diet`. */
  const exported = async (user: SignedInUser) => {
    const file = await t.api.get('/invitations/answers.xlsx', user);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheets: Record<string, string[]> = {};
    for (const sheet of workbook.worksheets) {
      const rows: string[] = [];
      sheet.eachRow((row) => {
        const values = (row.values as unknown[]).slice(1);
        rows.push(Array.from({ length: 5 }, (_, i) => String(values[i] ?? '')).join('|'));
      });
      sheets[sheet.name] = rows;
    }
    return sheets;
  };

  it('puts each guest’s diet on that guest’s own row of the caterer’s export', async () => {
    const { user, mother, father, registration, banquet, parents } = await households();
    const answered = await t.api.post(`/rsvp/${parents}`, {
      answers: [mother, father].flatMap((guest) =>
        [registration, banquet].map((event) => ({ guestId: guest.id, eventId: event.id, coming: true })),
      ),
      diets: [
        { guestId: mother.id, diet: 'Вегетарианка' },
        { guestId: father.id, diet: 'Аллергия на орехи' },
      ],
    });
    expect(answered.statusCode).toBe(200);

    const sheets = await exported(user);
    expect(sheets['Банкет']).toEqual([
      'Гость|Вместе с|Всего человек|Из них детей|Питание',
      'Ольга Петрова||1|0|Вегетарианка',
      'Сергей Петров||1|0|Аллергия на орехи',
      'Итого||2|0|',
    ]);
    const page = (await t.api.get(`/rsvp/${parents}`)).json();
    expect(page.diets).toEqual([
      { guestId: mother.id, diet: 'Вегетарианка' },
      { guestId: father.id, diet: 'Аллергия на орехи' },
    ]);
    const listed = (await t.api.get('/invitations', user)).json() as Array<{ guestIds: string[]; diets: unknown }>;
    expect(listed.find((invitation) => invitation.guestIds.includes(mother.id))?.diets).toEqual(page.diets);
  });

  it('lets a +1 decline one part and accept another, with a diet of their own', async () => {
    const { user, aunt, registration, banquet, aunts } = await households();
    const answered = await t.api.post(`/rsvp/${aunts}`, {
      answers: [
        { guestId: aunt.id, eventId: registration.id, coming: true },
        { guestId: aunt.id, eventId: banquet.id, coming: true },
        { guestId: aunt.id, eventId: registration.id, coming: false, half: true },
        { guestId: aunt.id, eventId: banquet.id, coming: true, half: true },
      ],
      childrenCount: 2,
      diets: [{ guestId: aunt.id, half: true, diet: 'Без рыбы' }],
    });
    expect(answered.statusCode).toBe(200);

    const page = (await t.api.get(`/rsvp/${aunts}`)).json();
    expect(page.answers).toContainEqual({ guestId: aunt.id, eventId: registration.id, coming: false, half: true });
    expect(page.answers).toContainEqual({ guestId: aunt.id, eventId: registration.id, coming: true });
    const sheets = await exported(user);
    expect(sheets['Регистрация']).toEqual([
      'Гость|Вместе с|Всего человек|Из них детей|Питание',
      'Тётя Галя||1|0|',
      // The children come with their aunt: people, and children among them.
      '2 ребёнка|Тётя Галя|2|2|',
      'Итого||3|2|',
    ]);
    expect(sheets['Банкет']!.slice(1, 4)).toEqual([
      'Тётя Галя||1|0|',
      'Дядя Коля|Тётя Галя|1|0|Без рыбы',
      '2 ребёнка|Тётя Галя|2|2|',
    ]);
    // The head counts follow each person: the +1 who declined the registration is not counted for it.
    const summary = (await t.api.get('/invitations/summary', user)).json() as Array<{ eventId: string }>;
    expect(summary.find((row) => row.eventId === registration.id)).toEqual({
      eventId: registration.id,
      invited: 6,
      coming: 3,
      declined: 1,
      noAnswer: 2,
      comingChildren: 2,
    });
    // The +1's «no» does not take the guest off the list's confirmed.
    const guests = (await t.api.get('/guests', user)).json() as Array<{ id: string; checked: boolean }>;
    expect(guests.find((guest) => guest.id === aunt.id)?.checked).toBe(true);
    // The page shows the +1 their own answers: the registration «no» is the one checked.
    const html = (await t.app.inject({ url: `/rsvp/${aunts}` })).body;
    expect(html).toContain(`name="h.${aunt.id}.${registration.id}" value="no" checked`);
    expect(html).toContain(`name="a.${aunt.id}.${registration.id}" value="yes" checked`);
    expect(html).toContain(`name="dh.${aunt.id}" value="Без рыбы"`);
  });

  it('starts the children’s count at what the guest list says, until the household answers', async () => {
    const { aunt, parents, aunts, banquet } = await households();
    expect((await t.api.get(`/rsvp/${aunts}`)).json().childrenCount).toBe(2);
    expect((await t.api.get(`/rsvp/${parents}`)).json().childrenCount).toBe(0);
    const html = (await t.app.inject({ url: `/rsvp/${aunts}` })).body;
    expect(html).toContain('name="childrenCount" min="0" max="10" inputmode="numeric" value="2"');
    // Once answered, what the household said stands.
    await t.api.post(`/rsvp/${aunts}`, {
      answers: [{ guestId: aunt.id, eventId: banquet.id, coming: true }],
      childrenCount: 1,
    });
    expect((await t.api.get(`/rsvp/${aunts}`)).json().childrenCount).toBe(1);
  });

  it('takes the page’s form person by person, with no script', async () => {
    const { user, aunt, registration, banquet, aunts } = await households();
    const form = new URLSearchParams({
      [`a.${aunt.id}.${registration.id}`]: 'yes',
      [`a.${aunt.id}.${banquet.id}`]: 'yes',
      [`h.${aunt.id}.${registration.id}`]: 'no',
      [`h.${aunt.id}.${banquet.id}`]: 'yes',
      [`d.${aunt.id}`]: 'Халяль',
      [`dh.${aunt.id}`]: 'Без лактозы',
      halfName: 'Николай',
      childrenCount: '2',
      message: '',
    }).toString();
    const posted = await t.app.inject({
      method: 'POST',
      url: `/rsvp/${aunts}`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(posted.statusCode).toBe(303);
    const page = (await t.api.get(`/rsvp/${aunts}`)).json();
    expect(page.diets).toEqual([
      { guestId: aunt.id, diet: 'Халяль' },
      { guestId: aunt.id, half: true, diet: 'Без лактозы' },
    ]);
    expect(page.answers).toContainEqual({ guestId: aunt.id, eventId: registration.id, coming: false, half: true });
    const sheets = await exported(user);
    expect(sheets['Банкет']!.slice(1, 3)).toEqual(['Тётя Галя||1|0|Халяль', 'Николай|Тётя Галя|1|0|Без лактозы']);
  });

  it('takes an older client’s one diet as the first guest’s, and keeps the others', async () => {
    const { mother, father, banquet, parents } = await households();
    await t.api.post(`/rsvp/${parents}`, {
      answers: [{ guestId: mother.id, eventId: banquet.id, coming: true }],
      diets: [{ guestId: father.id, diet: 'Без сахара' }],
    });
    const old = await t.api.post(`/rsvp/${parents}`, {
      answers: [{ guestId: mother.id, eventId: banquet.id, coming: true }],
      diet: 'Без глютена',
    });
    expect(old.statusCode).toBe(200);
    const page = (await t.api.get(`/rsvp/${parents}`)).json();
    expect(page.diet).toBe('Без глютена');
    expect(page.diets).toEqual([
      { guestId: father.id, diet: 'Без сахара' },
      { guestId: mother.id, diet: 'Без глютена' },
    ]);
  });

  it('refuses a +1’s answer or diet for a guest who has no +1, and a diet of someone else', async () => {
    const { mother, banquet, parents, aunt } = await households();
    const half = await t.api.post(`/rsvp/${parents}`, {
      answers: [{ guestId: mother.id, eventId: banquet.id, coming: true, half: true }],
    });
    expect(half.statusCode).toBe(422);
    expect(fieldMessages(half).answers).toBe('В ответе есть гость или часть дня, которых нет в приглашении.');
    const foreign = await t.api.post(`/rsvp/${parents}`, { answers: [], diets: [{ guestId: aunt.id, diet: 'Суп' }] });
    expect(foreign.statusCode).toBe(422);
    expect(fieldMessages(foreign).diets).toBe('В ответе есть гость или часть дня, которых нет в приглашении.');
    const long = await t.api.post(`/rsvp/${parents}`, {
      answers: [],
      diets: [{ guestId: mother.id, diet: 'х'.repeat(501) }],
    });
    expect(long.statusCode).toBe(422);
  });
});
