import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { START_MS } from './waits.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ProductProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Sends a signal and waits for the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the real product (`node server/main.ts`, the same entry `npm start` runs) on a free port,
 * with its own DATA_DIR unless one is given, and waits until /api/v1/health answers. `entry` runs
 * another program that builds the same server (tests/support/jobs-process.ts adds a job kind).
 */
export async function startProduct(
  env: Record<string, string> = {},
  entry = 'server/main.ts',
): Promise<ProductProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-product-'));
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys and tests name their client in X-Forwarded-For, as a proxy on this machine would.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product did not answer within ${START_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
