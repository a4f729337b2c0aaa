import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 6: the parts of the day and the RSVP deadline take only dates a wedding can have
 * (as the profile's and the budget's dates), and a contractor's site only a web address (as the
 * boards' links), since the page renders it as a link.
 */
describe.each(databaseTargets)('dates of the day and contractor sites on %s', (target) => {
  const t = useTestApp(target);
  const couple = () => signedInUser(t.app, { subscription: 'active' });

  it('refuses a part of the day in year 0000 or 9999 and keeps one in 2027', async () => {
    const user = await couple();
    for (const startsAt of ['0000-06-12T10:00:00.000Z', '9999-06-12T10:00:00.000Z']) {
      const res = await t.api.post('/events', { name: 'Фотопрогулка', startsAt }, user);
      expect(res.statusCode, startsAt).toBe(422);
      expect(fieldMessages(res).startsAt).toMatch(/Дата (меньше|больше)/);
    }
    const kept = await t.api.post('/events', { name: 'Фотопрогулка', startsAt: '2027-06-12T12:00:00.000Z' }, user);
    expect(kept.statusCode).toBe(200);
    const { id } = kept.json() as { id: string };
    const moved = await t.api.patch(`/events/${id}`, { startsAt: '9999-12-31T23:00:00.000Z' }, user);
    expect(moved.statusCode).toBe(422);
  });

  it('refuses an RSVP deadline in year 0000 or 9999', async () => {
    const user = await couple();
    const put = (deadline: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/invitations/deadline',
        payload: { deadline },
        headers: user.headers,
      });
    for (const deadline of ['0000-01-01', '9999-12-31']) {
      const res = await put(deadline);
      expect(res.statusCode, deadline).toBe(422);
      expect(fieldMessages(res).deadline).toMatch(/Дата (меньше|больше)/);
    }
    expect((await put('2027-05-20')).statusCode).toBe(200);
  });

  it('refuses a contractor site that is not a web address, on add and on change', async () => {
    const user = await couple();
    for (const site of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,hi',
      'mailto:a@b.ru',
    ]) {
      const res = await t.api.post('/contractors', { category: 'photographer', name: 'Иван', site }, user);
      expect(res.statusCode, site).toBe(422);
      expect(fieldMessages(res).site).toBe('Адрес сайта введён неверно: нужна ссылка вида https://… или vk.com/…');
    }
    const added = await t.api.post(
      '/contractors',
      { category: 'photographer', name: 'Иван', site: 'vk.com/ivan' },
      user,
    );
    expect(added.statusCode).toBe(200);
    const { id } = added.json() as { id: string };
    expect((await t.api.patch(`/contractors/${id}`, { site: 'javascript:alert(1)' }, user)).statusCode).toBe(422);
    expect((await t.api.patch(`/contractors/${id}`, { site: 'https://ivan-photo.ru/' }, user)).statusCode).toBe(200);
  });
});
