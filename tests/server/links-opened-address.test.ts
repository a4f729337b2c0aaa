import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/lib/qr.ts';
import { newEmail } from '../support/accounts.ts';
import { databaseTargets } from '../support/databases.ts';
import { waitForMail } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp, type TestAppWithApi } from '../support/test-app.ts';

/*
 * The links the product hands out or mails (issue 38, item 6; api.md "Invitations and answers"):
 * with PUBLIC_URL unset they name the address the couple opened the product at, so a guest's phone
 * on the same network can open them; with PUBLIC_URL set, always PUBLIC_URL. Every call comes from
 * 127.0.0.1 (inject's), as a browser on the couple's laptop or phone sends them.
 */
const LAN = '192.168.1.20:3000';

/** What the couple's browser at `host` hands out: an invitation's url, its QR code, the day's page. */
async function linksSeenAt(t: TestAppWithApi, host: string) {
  const user = await signedInUser(t.app, { subscription: 'active' });
  const as = { cookie: user.cookie, headers: { host } };
  const guest = await t.api.post('/guests', { from: 'bride', name: 'Ольга Петрова' }, as);
  expect(guest.statusCode, guest.body).toBe(200);
  const events = (await t.api.get('/events', as)).json() as Array<{ id: string }>;
  const created = await t.api.post('/invitations', { guestIds: [guest.json().id], eventIds: [events[0].id] }, as);
  expect(created.statusCode, created.body).toBe(200);
  const listed = (await t.api.get('/invitations', as)).json() as Array<{ url: string }>;
  const qr = await t.api.get(`/invitations/${created.json().id}/qr.svg`, as);
  const day = (await t.api.get('/day/share', as)).json() as { url: string };
  return { user, created: created.json().url as string, listed: listed[0].url, qr: qr.body, day: day.url };
}

/** The link of the mail an invitation to join the wedding, sent from a browser at `host`, carries. */
async function joinMailLink(t: TestAppWithApi, user: SignedInUser, host: string) {
  const email = newEmail('petr');
  const res = await t.api.post(
    '/wedding/members',
    { email, role: 'partner' },
    { cookie: user.cookie, headers: { host } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const mail = await waitForMail(t.dataDir, email);
  return /https?:\/\/\S+\/profile\/join\?token=[\w%-]+/.exec(mail.text)?.[0] ?? mail.text;
}

/** The link of the restore mail asked for from a browser at `host`. */
async function restoreMailLink(t: TestAppWithApi, host: string) {
  const { email } = await signedInUser(t.app);
  const res = await t.api.post('/user/restore-password', { email }, { headers: { host } });
  expect(res.statusCode, res.body).toBe(200);
  return (await waitForMail(t.dataDir, email)).link ?? '';
}

describe.each(databaseTargets)('links with PUBLIC_URL unset on %s', (target) => {
  const t = useTestApp(target, { PUBLIC_URL: '' });

  it('name the LAN address the couple opened the product at: invitation, QR code, day page, join mail', async () => {
    const links = await linksSeenAt(t, LAN);
    expect(links.created).toMatch(/^http:\/\/192\.168\.1\.20:3000\/rsvp\/[\w-]+$/);
    expect(links.listed).toBe(links.created);
    // The QR code encodes exactly that address (the same code the encoder draws for it).
    expect(links.qr).toBe(qrSvg(links.created));
    expect(links.day).toMatch(/^http:\/\/192\.168\.1\.20:3000\/day\/[\w-]+$/);
    expect(await joinMailLink(t, links.user, LAN)).toMatch(/^http:\/\/192\.168\.1\.20:3000\/profile\/join\?token=/);
  });

  it('name another address when the same couple opens the product there', async () => {
    const at127 = await linksSeenAt(t, '127.0.0.1:3000');
    expect(at127.created.startsWith('http://127.0.0.1:3000/rsvp/')).toBe(true);
    expect(at127.day.startsWith('http://127.0.0.1:3000/day/')).toBe(true);
  });

  it('name what a trusted proxy says the browser asked for (X-Forwarded-Host and -Proto)', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const res = await t.api.get('/day/share', {
      cookie: user.cookie,
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'wedding.local', 'x-forwarded-proto': 'https' },
    });
    expect(res.json().url).toMatch(/^https:\/\/wedding\.local\/day\//);
  });

  it('mail a restore link with the LAN address it was asked from', async () => {
    expect(await restoreMailLink(t, LAN)).toMatch(/^http:\/\/192\.168\.1\.20:3000\/profile\/new-password\?/);
  });

  it('never mail a link to a site named only by the Host header (a phishing link to someone else)', async () => {
    expect(await restoreMailLink(t, 'evil.example')).toMatch(/^http:\/\/localhost:3000\/profile\/new-password\?/);
    expect(await restoreMailLink(t, '8.8.8.8')).toMatch(/^http:\/\/localhost:3000\/profile\/new-password\?/);
    const user = await signedInUser(t.app, { subscription: 'active' });
    expect(await joinMailLink(t, user, 'evil.example:3000')).toMatch(/^http:\/\/localhost:3000\/profile\/join\?/);
  });
});

describe.each(databaseTargets)('links with PUBLIC_URL set on %s', (target) => {
  const t = useTestApp(target, { PUBLIC_URL: 'https://svadba.example.ru' });

  it('always name PUBLIC_URL, whatever address the request came to', async () => {
    const links = await linksSeenAt(t, LAN);
    expect(links.created).toMatch(/^https:\/\/svadba\.example\.ru\/rsvp\/[\w-]+$/);
    expect(links.listed).toBe(links.created);
    expect(links.qr).toBe(qrSvg(links.created));
    expect(links.day).toMatch(/^https:\/\/svadba\.example\.ru\/day\//);
    expect(await joinMailLink(t, links.user, LAN)).toMatch(/^https:\/\/svadba\.example\.ru\/profile\/join\?token=/);
    expect(await restoreMailLink(t, LAN)).toMatch(/^https:\/\/svadba\.example\.ru\/profile\/new-password\?/);
  });
});
