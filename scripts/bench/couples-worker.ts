import fs from 'node:fs';
import autocannon from 'autocannon';
import { pathFor, type PlanningIds, type RequestSpec } from './cases.ts';

/*
 * The load generator of the `load` suite, run as a child process of the bench (never in the
 * server's process). Each connection is one couple with its own session, repeating the mix of
 * cases.ts's LOAD_MIX with no pause. Reads its task from the JSON file named on the command line
 * and prints the result as one JSON line.
 */
export interface CouplesTask {
  url: string;
  /** Each couple's session cookie and the rows of its plan. */
  couples: Array<{ cookie: string; ids: PlanningIds }>;
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
  connections: task.couples.length,
  duration: task.seconds,
  timeout: 10,
  requests: task.mix.map((spec) => ({
    method: spec.method ?? 'GET',
    path: spec.path,
    setupRequest: (request: autocannon.Request, context: object) => {
      // Each connection is one couple: its cookie and its own rows in the paths.
      const state = context as { couple?: CouplesTask['couples'][number] };
      state.couple ??= task.couples[nextCouple++ % task.couples.length];
      const headers = { ...request.headers };
      if (spec.as === 'couple') headers.cookie = state.couple.cookie;
      if (spec.body) headers['content-type'] = spec.body.contentType;
      return { ...request, path: pathFor(spec, state.couple.ids), headers, body: spec.body?.text };
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
