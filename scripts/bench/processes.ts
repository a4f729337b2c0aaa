import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort, projectRoot } from '../../tests/support/product-process.ts';

/*
 * The processes a bench run starts: the product (server/main.ts, the entry `npm start` runs,
 * logging at its default level to a file) and the bare Fastify baseline, each in its own process.
 * Every process started here is stopped by its own id when the run ends.
 */

export interface ServerProcess {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
  stop: () => Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface ProductOptions {
  /** A postgres:// URL (its own schema); SQLite in the data folder otherwise. */
  databaseUrl?: string;
  dataDir?: string;
  /** The entry to run; server/main.ts unless a case needs the open-login variant. */
  entry?: string;
  /** Where the V8 CPU profile goes (node --cpu-prof), written when the server exits. */
  cpuProfileDir?: string;
  /** More settings, e.g. TRUST_PROXY for couples that come from many addresses. */
  env?: Record<string, string>;
  /** The port to listen on (a process started again where it was); a free one otherwise. */
  port?: number;
}

/** Starts the product on a free loopback port and waits until /api/v1/health answers. */
export async function startProduct(options: ProductOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-'));
  const logFile = path.join(dataDir, `server-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  delete env.LOG_LEVEL; // the default level, as an operator runs it
  if (!options.databaseUrl) delete env.DATABASE_URL;
  const nodeArgs = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, options.entry ?? 'server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the product exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the product did not answer within 60 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, dataDir, logFile, stop: () => stopChild(child) };
}

/** Starts scripts/bench/bare-server.ts and answers its URL. */
export async function startBare(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/bench/bare-server.ts')], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start within 30 s')), 30_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}
