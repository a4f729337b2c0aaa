import fs from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../../server/plugins/mail.ts';
import { startFakeTelegram } from '../../tests/support/fake-telegram.ts';
import { signUpCouples } from './couples.ts';
import { startProduct } from './processes.ts';

/*
 * Issue 40: the time from «Отправить» to the outbox and to the bot for a message to 500 households,
 * each with an address and a Telegram chat bound by /start, on the real product in its own process
 * (SQLite, mail to the file outbox, the scheduler's loop at its default, the Bot API a stand-in on
 * 127.0.0.1). BENCH_HOUSEHOLDS changes the count.
 */

async function call<T>(url: string, cookie: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api/v1${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const mailCount = (dataDir: string) => {
  try {
    return fs.readdirSync(outboxDir(dataDir)).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

export async function benchMessages(households = Number(process.env.BENCH_HOUSEHOLDS ?? 500)): Promise<void> {
  const telegram = await startFakeTelegram();
  const product = await startProduct({
    // Each household opens its page from its own phone: the bench names them as a proxy would.
    env: { TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_URL: telegram.apiUrl, TRUST_PROXY: 'loopback' },
  });
  try {
    const [couple] = await signUpCouples(product, {}, 1);
    const { url } = product;
    const cookie = couple!.cookie;
    for (let i = 0; i < households; i++) {
      await call(url, cookie, 'POST', '/guests', {
        name: `Гость ${i + 1}`,
        from: 'bride',
        email: `guest${i + 1}@example.ru`,
      });
    }
    const events = await call<Array<{ id: string }>>(url, cookie, 'GET', '/events');
    await call(url, cookie, 'POST', '/invitations/bulk', { from: 'bride', eventIds: events.map((event) => event.id) });

    // Each household opens its page (which offers the bot's link) and sends /start from its own chat.
    const invitations = await call<Array<{ url: string }>>(url, cookie, 'GET', '/invitations');
    let chat = 5_000_000;
    const startCode = async (pageUrl: string, phone: number) => {
      const address = `10.${(phone >> 16) & 255}.${(phone >> 8) & 255}.${phone & 255}`;
      const pageAt = pageUrl.replace(/^https?:\/\/[^/]+/, url);
      const page = await (await fetch(pageAt, { headers: { 'x-forwarded-for': address } })).text();
      return /\?start=([A-Za-z0-9_-]+)/.exec(page)?.[1];
    };
    // The page offers the bot once the poller has asked Telegram for the bot's name.
    await telegram.until(() => telegram.polls.calls > 0, 60_000);
    for (const [phone, invitation] of invitations.entries()) {
      let code = await startCode(invitation.url, phone);
      for (let tries = 0; !code && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        code = await startCode(invitation.url, phone);
      }
      if (!code) throw new Error('the guest page offers no Telegram link');
      telegram.message((chat += 1), `/start ${code}`);
    }
    await telegram.until(() => telegram.sent().length >= invitations.length, 300_000);
    const botBefore = telegram.sent().length;

    const before = mailCount(product.dataDir);
    const started = performance.now();
    const message = await call<{ id: string }>(url, cookie, 'POST', '/messages', {
      text: 'Дорогие гости! Ждём ваш ответ до 1 июня.',
    });
    const answered = performance.now() - started;
    while (mailCount(product.dataDir) - before < households) {
      if (performance.now() - started > 300_000) throw new Error('the outbox did not fill in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const inOutbox = performance.now() - started;
    await telegram.until(() => telegram.sent().length - botBefore >= households, 300_000);
    const atBot = performance.now() - started;
    const final = await call<{ deliveries: Array<{ status: string }> }>(url, cookie, 'GET', `/messages/${message.id}`);
    const sent = final.deliveries.filter((delivery) => delivery.status === 'sent').length;
    console.log(
      `messages: ${households} households by e-mail and Telegram: answered in ${answered.toFixed(0)} ms, ` +
        `all ${households} mails in the outbox after ${(inOutbox / 1000).toFixed(1)} s, ` +
        `all ${households} at the bot after ${(atBot / 1000).toFixed(1)} s, ${sent} deliveries marked sent ` +
        `(${path.basename(product.dataDir)})`,
    );
  } finally {
    await product.stop();
    await telegram.close();
  }
}
