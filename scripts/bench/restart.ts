import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { newIdempotencyKey } from '../../src/lib/api/idempotency-key.ts';
import { createPostgresSchema } from '../../tests/support/databases.ts';
import { freePort, projectRoot } from '../../tests/support/product-process.ts';
import { signUpCouples } from './couples.ts';
import { startProduct, type ServerProcess } from './processes.ts';

/*
 * `npm run bench -- restart`: two product processes on one PostgreSQL (a private schema) behind
 * nginx started with the shipped deploy/nginx.conf, a steady load of create calls (POST /notes),
 * and a rolling restart: each process in turn gets SIGTERM, is started again on its port and
 * waited for. Reported: requests that failed (anything but 200, or no answer) and notes added more
 * than once. Run twice: as before issue 37 item 4 (nginx's usual retries, which never resend a
 * POST, and no Idempotency-Key), and with the shipped configuration and a key on every call.
 *
 * BENCH_RESTART_RATE (50 creates a second), BENCH_RESTART_COUPLES (10), NGINX_BIN (/usr/sbin/nginx).
 */

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const SHIPPED_CONFIG = path.join(projectRoot, 'deploy', 'nginx.conf');
/** Load before the first restart, and after each process is back (longer than nginx's fail_timeout). */
const SETTLE_MS = 6_000;

interface Mode {
  name: string;
  /** nginx resends failed POSTs to the other process (the shipped proxy_next_upstream). */
  retries: boolean;
  /** Each create call carries an Idempotency-Key. */
  keys: boolean;
}

const MODES: Mode[] = [
  { name: 'before: nginx defaults, no keys', retries: false, keys: false },
  { name: 'after: deploy/nginx.conf, keys', retries: true, keys: true },
];

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
  return replaced;
}

/**
 * The shipped site configuration with this run's ports. Without `retries` its proxy_next_upstream
 * lines go, leaving nginx's default (error and timeout, never for a POST already sent).
 */
export function siteConfig(shipped: string, ports: { listen: number; upstreams: [number, number] }, retries: boolean) {
  let site = replaceOnce(shipped, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.upstreams[0]} `);
  site = replaceOnce(site, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.upstreams[1]} `);
  site = replaceOnce(site, /listen 80;/, `listen 127.0.0.1:${ports.listen};`);
  if (!retries) site = replaceOnce(site, /^\s*proxy_next_upstream.*\n/gm, '');
  return site;
}

/** nginx's main configuration around the site: pid, logs and buffers in `dir`, so it runs as any user. */
function writeNginxFiles(dir: string, site: string): { mainPath: string; errorLog: string } {
  fs.mkdirSync(dir, { recursive: true });
  const sitePath = path.join(dir, 'site.conf');
  const mainPath = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  fs.writeFileSync(sitePath, site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  fs.writeFileSync(
    mainPath,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      // Which processes each request went to: "A, B" is a request nginx sent on to the other one.
      '  log_format upstreams "$request_method $uri $status $upstream_addr";',
      `  access_log ${path.join(dir, 'access.log')} upstreams;`,
      temp,
      `  include ${sitePath};`,
      '}',
      '',
    ].join('\n'),
  );
  return { mainPath, errorLog };
}

/** nginx with the site, in the foreground as this user, answering at `url` (checked by its health). */
export async function startNginx(
  dir: string,
  site: string,
  url: string,
): Promise<{ resent: () => number; upstreamErrors: () => string; stop: () => Promise<void> }> {
  const { mainPath, errorLog } = writeNginxFiles(dir, site);
  const child = spawn(NGINX, ['-p', dir, '-c', mainPath, '-e', errorLog], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${errorLog}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 15 s; see ${errorLog}`);
    }
    await sleep(100);
  }
  return {
    resent: () =>
      fs
        .readFileSync(path.join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('POST ') && line.includes(',')).length,
    upstreamErrors: () => {
      const kinds = new Map<string, number>();
      for (const line of fs.readFileSync(errorLog, 'utf8').split('\n')) {
        const kind = /(refused|reset by peer|prematurely closed|timed out)/.exec(line)?.[1];
        if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      return [...kinds].map(([kind, count]) => `${kind} ×${count}`).join(', ');
    },
    stop,
  };
}

interface LoadResult {
  sent: number;
  /** Why requests failed: an HTTP status or the client's error, with how many. */
  failures: Map<string, number>;
  /** Each couple's titles that were answered 200. */
  acknowledged: Array<Set<string>>;
  /** Answers that repeated a key's first one (Idempotent-Replayed). */
  replayed: number;
}

/** Each couple adds notes with titles of its own at an even pace, until `stop` resolves. */
async function createLoad(
  url: string,
  couples: Array<{ cookie: string }>,
  options: { rate: number; keys: boolean; stop: Promise<void> },
): Promise<LoadResult> {
  const result: LoadResult = { sent: 0, failures: new Map(), acknowledged: couples.map(() => new Set()), replayed: 0 };
  let stopped = false;
  void options.stop.then(() => (stopped = true));
  const fail = (why: string) => result.failures.set(why, (result.failures.get(why) ?? 0) + 1);
  const everyMs = (1000 * couples.length) / options.rate;
  const couple = async (index: number) => {
    await sleep((everyMs * index) / couples.length);
    for (let i = 0; !stopped; i++) {
      const started = Date.now();
      const title = `${index}-${i}`;
      result.sent += 1;
      try {
        const res = await fetch(`${url}/api/v1/notes`, {
          method: 'POST',
          headers: {
            cookie: couples[index]!.cookie,
            'content-type': 'application/json',
            ...(options.keys ? { 'idempotency-key': newIdempotencyKey() } : {}),
          },
          body: JSON.stringify({ title }),
        });
        await res.arrayBuffer();
        if (res.headers.get('idempotent-replayed') === 'true') result.replayed += 1;
        if (res.status === 200) result.acknowledged[index]!.add(title);
        else fail(`HTTP ${res.status}`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        fail(cause?.code ?? (error as Error).message);
      }
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  };
  await Promise.all(couples.map((_, index) => couple(index)));
  return result;
}

/** Notes added more than once, and acknowledged notes missing, read from one process. */
async function countNotes(url: string, couples: Array<{ cookie: string }>, acknowledged: Array<Set<string>>) {
  let duplicates = 0;
  let lost = 0;
  for (const [index, couple] of couples.entries()) {
    const res = await fetch(`${url}/api/v1/notes`, { headers: { cookie: couple.cookie } });
    const titles = ((await res.json()) as Array<{ title: string }>).map((note) => note.title);
    const seen = new Map<string, number>();
    for (const title of titles) seen.set(title, (seen.get(title) ?? 0) + 1);
    for (const count of seen.values()) duplicates += count - 1;
    for (const title of acknowledged[index]!) if (!seen.has(title)) lost += 1;
  }
  return { duplicates, lost };
}

async function runMode(mode: Mode, rate: number, couplesCount: number) {
  const schema = await createPostgresSchema();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-restart-'));
  const [portA, portB, listen] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${listen}`;
  const env = { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: url };
  const dataDirs = [path.join(dir, 'a'), path.join(dir, 'b')];
  for (const dataDir of dataDirs) fs.mkdirSync(dataDir);
  const start = (index: number, port: number) =>
    startProduct({ databaseUrl: schema.url, dataDir: dataDirs[index], port, env });
  const products: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    products.push(await start(0, portA));
    products.push(await start(1, portB));
    const couples = await signUpCouples(products[0]!, { databaseUrl: schema.url }, couplesCount);
    const site = siteConfig(
      fs.readFileSync(SHIPPED_CONFIG, 'utf8'),
      { listen, upstreams: [portA, portB] },
      mode.retries,
    );
    nginx = await startNginx(path.join(dir, 'nginx'), site, url);

    let endLoad!: () => void;
    const stop = new Promise<void>((resolve) => (endLoad = resolve));
    const load = createLoad(url, couples, { rate, keys: mode.keys, stop });
    const restarts: string[] = [];
    await sleep(SETTLE_MS);
    for (const [index, port] of [portA, portB].entries()) {
      const began = Date.now();
      await products[index]!.stop();
      products[index] = await start(index, port);
      restarts.push(`${'AB'[index]} ${((Date.now() - began) / 1000).toFixed(1)} s`);
      await sleep(SETTLE_MS);
    }
    endLoad();
    const result = await load;
    const { duplicates, lost } = await countNotes(products[1]!.url, couples, result.acknowledged);
    const failed = [...result.failures.values()].reduce((sum, count) => sum + count, 0);
    const why = [...result.failures].map(([reason, count]) => `${reason} ×${count}`).join(', ');
    const resent = nginx.resent();
    const upstreamErrors = nginx.upstreamErrors();
    return {
      mode: mode.name,
      sent: result.sent,
      failed,
      why,
      duplicates,
      lost,
      resent,
      upstreamErrors,
      replayed: result.replayed,
      restarts: restarts.join(', '),
    };
  } finally {
    await nginx?.stop();
    for (const product of products) await product.stop();
    await schema.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The `restart` suite: both modes, one after the other, each on a fresh schema. */
export async function benchRestart() {
  if (!fs.existsSync(NGINX)) {
    console.log(`\nRestart: no nginx at ${NGINX} (NGINX_BIN); skipped.`);
    return;
  }
  const rate = Number(process.env.BENCH_RESTART_RATE ?? 50);
  const couplesCount = Number(process.env.BENCH_RESTART_COUPLES ?? 10);
  console.log(
    `\nRolling restart: two processes on PostgreSQL behind nginx, ${couplesCount} couples adding notes at ` +
      `${rate} a second; each process restarted in turn (SIGTERM, start, health)`,
  );
  const rows = [];
  for (const mode of MODES) rows.push(await runMode(mode, rate, couplesCount));
  console.table(
    rows.map((row) => ({
      run: row.mode,
      creates: row.sent,
      failed: row.failed,
      duplicates: row.duplicates,
      'acknowledged, lost': row.lost,
      'failures by kind': row.why || '-',
      'resent by nginx': row.resent,
      "nginx's upstream errors": row.upstreamErrors || '-',
      replayed: row.replayed,
      restarts: row.restarts,
    })),
  );
  return rows;
}
