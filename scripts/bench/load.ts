import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The load generator always runs in a process of its own, so it never shares an event loop with
 * the server it measures: wrk when it is installed (one thread: on a small machine the server needs
 * the other cores), otherwise autocannon's command line as a child process.
 */

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  /** Latency in milliseconds. */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and answers outside 2xx/3xx. */
  errors: number;
  /** Requests answered in the run. */
  requests: number;
  /** The server's CPU time (user + system) per request in microseconds, when it could be read. */
  cpuMicros?: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file));
const AUTOCANNON = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/autocannon/autocannon.js',
);

export const loadGeneratorName = WRK ? `wrk (${WRK}, 1 thread)` : 'autocannon (child process)';

/** Runs a command to its end (bounded by `timeoutMs`) and answers its stdout. */
function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${err || out}`));
    });
  });
}

/** "1.23ms", "850.00us", "1.02s" as milliseconds. */
export function wrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable wrk duration "${text}"`);
  const value = Number(match[1]);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(value * scale * 100) / 100;
}

/** The figures of `wrk --latency` output. */
export function parseWrk(output: string): Omit<LoadResult, 'name'> {
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)?.[1];
  if (!Number.isFinite(requestsPerSecond) || !p50 || !p99) throw new Error(`unreadable wrk output:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return {
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    requestsPerSecond: Math.round(requestsPerSecond),
    p50: wrkDuration(p50),
    p99: wrkDuration(p99),
    errors: socketErrors + non2xx,
  };
}

function luaString(text: string): string {
  return `"${Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')}"`;
}

async function withWrk(name: string, target: LoadTarget): Promise<LoadResult> {
  const args = ['-t1', `-c${target.connections}`, `-d${target.seconds}s`, '--latency', '--timeout', '10s'];
  let script: string | undefined;
  if ((target.method ?? 'GET') !== 'GET' || target.body !== undefined) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-wrk-')), 'request.lua');
    fs.writeFileSync(
      script,
      `wrk.method = ${luaString(target.method ?? 'POST')}\nwrk.body = ${luaString(target.body ?? '')}\n`,
      'latin1', // luaString gives the UTF-8 bytes as latin1 characters: one byte each, as Lua reads them
    );
    args.push('-s', script);
  }
  for (const [header, value] of Object.entries(target.headers ?? {})) args.push('-H', `${header}: ${value}`);
  args.push(target.url);
  try {
    const output = await run(WRK!, args, (target.seconds + 30) * 1000);
    return { name, ...parseWrk(output) };
  } finally {
    if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

async function withAutocannon(name: string, target: LoadTarget): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '-c', String(target.connections), '-d', String(target.seconds)];
  if (target.method) args.push('-m', target.method);
  if (target.body !== undefined) args.push('-b', target.body);
  for (const [header, value] of Object.entries(target.headers ?? {})) args.push('-H', `${header}=${value}`);
  args.push(target.url);
  const output = await run(process.execPath, args, (target.seconds + 30) * 1000);
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Drives one URL on loopback for a bounded time from a separate process. */
export async function measure(name: string, target: LoadTarget, serverPid?: number): Promise<LoadResult> {
  const cpuBefore = serverPid === undefined ? undefined : cpuSeconds(serverPid);
  const result = await (WRK ? withWrk(name, target) : withAutocannon(name, target));
  const cpuAfter = serverPid === undefined ? undefined : cpuSeconds(serverPid);
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests > 0) {
    result.cpuMicros = Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests);
  }
  return result;
}

/**
 * CPU seconds (user + system) a process has used, from /proc on Linux; undefined elsewhere. Unlike
 * req/s this hardly moves when other work shares the machine, so it shows the server's own cost.
 */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One row of a table: the medians over the rounds, and the median of the per-round ratios to the bare route. */
export interface CaseFigures extends LoadResult {
  /** Median of (case req/s ÷ bare req/s), each ratio from a bare run right before the case. */
  ratio?: number;
  /** Median of (bare CPU per request ÷ case CPU per request): the same share, by CPU cost. */
  cpuRatio?: number;
  rounds: number;
}

export function summarize(name: string, runs: LoadResult[], bareRuns?: LoadResult[]): CaseFigures {
  return {
    name,
    requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    cpuMicros: runs.every((r) => r.cpuMicros !== undefined) ? median(runs.map((r) => r.cpuMicros!)) : undefined,
    ratio: bareRuns ? median(runs.map((r, i) => r.requestsPerSecond / bareRuns[i].requestsPerSecond)) : undefined,
    cpuRatio:
      bareRuns && runs.every((r, i) => r.cpuMicros && bareRuns[i].cpuMicros)
        ? median(runs.map((r, i) => bareRuns[i].cpuMicros! / r.cpuMicros!))
        : undefined,
    rounds: runs.length,
  };
}

export function printTable(title: string, rows: CaseFigures[]) {
  console.log(`\n${title}`);
  console.log(
    'case'.padEnd(46),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    ' vs bare',
    'CPU µs/req'.padStart(11),
    'CPU vs bare'.padStart(12),
  );
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '' : row.ratio.toFixed(2);
    console.log(
      row.name.padEnd(46),
      String(row.requestsPerSecond).padStart(8),
      row.p50.toFixed(2).padStart(8),
      row.p99.toFixed(2).padStart(8),
      String(row.errors).padStart(7),
      ` ${ratio.padStart(7)}`,
      (row.cpuMicros === undefined ? '' : String(row.cpuMicros)).padStart(11),
      (row.cpuRatio === undefined ? '' : row.cpuRatio.toFixed(2)).padStart(12),
    );
  }
}
