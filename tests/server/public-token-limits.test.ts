import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomClientIp } from '../support/accounts.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 6: the public pages opened by a token (a household's invitation, the day's page,
 * the join page's preview) counted every read of a client address on one limit, so 300 wrong
 * tokens from an address locked the household behind it out of its own page for 15 minutes. Wrong
 * tokens are now counted apart: they run out only for wrong tokens. Small limits here, the same
 * rules as in production.
 */
const WRONG_LIMIT = 10;
const FOUND_LIMIT = 20;
const GUESSES = FOUND_LIMIT + 5;
const window = (limit: number) => ({ limit, windowSeconds: 900 });
const wrongToken = () => randomBytes(16).toString('base64url');

describe.each(databaseTargets)('wrong tokens of the public pages on %s', (target) => {
  const t = useTestApp(
    target,
    {},
    {
      rateLimits: {
        'rsvp-read-client': window(FOUND_LIMIT),
        'rsvp-wrong-token-client': window(WRONG_LIMIT),
        'day-read-client': window(FOUND_LIMIT),
        'day-wrong-token-client': window(WRONG_LIMIT),
        'invitation-preview-client': window(FOUND_LIMIT),
        'invitation-preview-wrong-client': window(WRONG_LIMIT),
      },
    },
  );
  const page = (url: string, ip: string) => t.app.inject({ url, headers: { 'x-forwarded-for': ip } });

  /** Many wrong tokens from the address, then the right one from the same address. */
  async function guessesThenTheRightOne(pathOf: (token: string) => string, token: string) {
    const household = randomClientIp();
    const statuses: number[] = [];
    for (let n = 0; n < GUESSES; n++) statuses.push((await page(pathOf(wrongToken()), household)).statusCode);
    return { statuses, own: (await page(pathOf(token), household)).statusCode };
  }

  it('keeps a household’s invitation page open behind an address that guessed wrong tokens', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const guest = (await t.api.post('/guests', { name: 'Анна', from: 'bride' }, user)).json() as { id: string };
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string }>;
    const invitation = (
      await t.api.post('/invitations', { guestIds: [guest.id], eventIds: [events[0]!.id] }, user)
    ).json() as { url: string };
    const token = invitation.url.split('/').pop()!;

    for (const pathOf of [(tk: string) => `/rsvp/${tk}`, (tk: string) => `/api/v1/rsvp/${tk}`]) {
      const { statuses, own } = await guessesThenTheRightOne(pathOf, token);
      expect(statuses.slice(0, WRONG_LIMIT)).toEqual(Array(WRONG_LIMIT).fill(404));
      expect(statuses.slice(WRONG_LIMIT)).toEqual(Array(GUESSES - WRONG_LIMIT).fill(429));
      expect(own).toBe(200);
    }
  });

  it('keeps the day’s page open behind an address that guessed wrong tokens', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await t.api.post('/day', { time: '12:00', title: 'Фотосессия' }, user);
    const url = (await t.api.get('/day/share', user)).json().url as string;
    const { statuses, own } = await guessesThenTheRightOne((tk) => `/day/${tk}`, url.split('/day/')[1]!);
    expect(statuses.at(-1)).toBe(429);
    expect(own).toBe(200);
  });

  it('still refuses a guesser of join links once the wrong-token limit is used up', async () => {
    const ip = randomClientIp();
    for (let n = 0; n < WRONG_LIMIT; n++) await page(`/api/v1/wedding/invitations/${wrongToken()}`, ip);
    const refused = await page(`/api/v1/wedding/invitations/${wrongToken()}`, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Слишком много попыток/);
  });
});
