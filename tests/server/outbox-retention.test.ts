import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxDir } from '../../server/plugins/mail.ts';
import { signUp } from '../support/accounts.ts';
import { readOutbox, waitForMail } from '../support/outbox.ts';
import { buildTestApp, useTestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 6: the mail outbox ($DATA_DIR/outbox, without SMTP) kept a deleted account's mails
 * (codes, restore links, invitations with names and join links) forever. A deletion removes them,
 * and no mail stays longer than OUTBOX_KEEP_DAYS (30 unless set). Mail is the same on both engines.
 */
describe('the mail outbox', () => {
  const t = useTestApp('sqlite');
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('removes the mails of a deleted account and keeps the others’', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const petr = await signUp(t.app, t.dataDir);
    await t.api.post('/user/restore-password', { email: anna.email });
    await t.app.background.settled();
    const to = async (address: string) =>
      (await readOutbox(t.dataDir)).filter((mail) => mail.to === address).map((mail) => mail.subject);
    expect((await to(anna.email)).length).toBeGreaterThanOrEqual(2);
    const petrBefore = await to(petr.email);

    const before = (await readOutbox(t.dataDir)).at(-1)!.file;
    expect((await t.api.delete('/user/delete', { cookie: anna.cookie })).statusCode).toBe(200);
    await waitForMail(t.dataDir, anna.email, { after: before });
    // Only the mail saying the profile is deleted is left for her address.
    expect(await to(anna.email)).toEqual(['Профиль удалён']);
    expect(await to(petr.email)).toEqual(petrBefore);
  });

  it('removes mail older than OUTBOX_KEEP_DAYS when the server starts, and keeps newer mail', async () => {
    await signUp(t.app, t.dataDir);
    await signUp(t.app, t.dataDir);
    const [old, recent] = (await readOutbox(t.dataDir)).slice(-2).map((mail) => mail.file);
    const age = async (file: string, days: number) => {
      const when = new Date(Date.now() - days * DAY_MS);
      await fs.utimes(path.join(outboxDir(t.dataDir), file!), when, when);
    };
    await age(old!, 3);
    await age(recent!, 1);
    const restarted = await buildTestApp('sqlite', { DATA_DIR: t.dataDir, OUTBOX_KEEP_DAYS: '2' });
    try {
      const left = (await readOutbox(t.dataDir)).map((mail) => mail.file);
      expect(left).not.toContain(old);
      expect(left).toContain(recent);
    } finally {
      await restarted.close();
    }
  });
});
