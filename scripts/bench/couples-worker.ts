import fs from 'node:fs';
import autocannon from 'autocannon';
import type { RequestSpec } from './cases.ts';

/*
 * The load generator of the `load` suite, run as a child process of the bench (never in the
 * server's process). Each connection is one couple with its own session, repeating the mix of
 * cases.ts's LOAD_MIX with no pause. Reads its task from the JSON file named on the command line
 * and prints the result as one JSON line.
 */
export interface CouplesTask {
  url: string;
  cookies: string[];
  mix: RequestSpec[];
  seconds: number;
}

export interface CouplesResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
}

const task = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as CouplesTask;
let nextCouple = 0;

const result = await autocannon({
  url: task.url,
  connections: task.cookies.length,
  duration: task.seconds,
  timeout: 10,
  requests: task.mix.map((spec) => ({
    method: spec.method ?? 'GET',
    path: spec.path,
    setupRequest: (request: autocannon.Request, context: object) => {
      const couple = context as { cookie?: string };
      couple.cookie ??= task.cookies[nextCouple++ % task.cookies.length];
      const headers = { ...request.headers };
      if (spec.as === 'couple') headers.cookie = couple.cookie;
      if (spec.body) headers['content-type'] = spec.body.contentType;
      return { ...request, headers, body: spec.body?.text };
    },
  })),
});

const statusCounts: Record<string, number> = {};
for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = stats.count ?? 0;
const output: CouplesResult = {
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  statusCounts,
  errors: result.errors,
  timeouts: result.timeouts,
};
console.log(JSON.stringify(output));
