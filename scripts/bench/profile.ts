import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CASES, pathFor } from './cases.ts';
import { signUpCouples } from './couples.ts';
import { benchEngines } from './engines.ts';
import { measure } from './load.ts';
import { FULL_PLAN, seedPlanning } from './planning-seed.ts';
import { startProduct } from './processes.ts';

/*
 * `npm run bench -- profile`: drives one case (BENCH_PROFILE_CASE, a name from cases.ts; whoami by
 * default) for BENCH_SECONDS × 2 against the product on the first of BENCH_ENGINES (SQLite unless
 * BENCH_ENGINES=postgres), started with `node --cpu-prof`, then
 * prints where the server's CPU time went: self time by package and by function. The .cpuprofile
 * file is kept for Chrome DevTools.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** node_modules/<package> (or its scope/package), node's own internals, or the app's file. */
function owner(url: string): string {
  if (!url) return '(native, gc, idle)';
  if (url.startsWith('node:')) return 'node internals';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
}

export function summarizeProfile(profile: CpuProfile, top = 25) {
  // Shares of the time the server was busy: idle samples (waiting for requests) are left out.
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const total = profile.samples.filter((id) => !idle.has(id)).length;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits || idle.has(node.id)) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${owner(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const who = functionName === '(garbage collector)' ? '(garbage collector)' : owner(url);
    byOwner.set(who, (byOwner.get(who) ?? 0) + hits);
  }
  // Inclusive: a sample counts for every package on its stack (once each), as "time spent under it".
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const stackOwners = new Map<number, Set<string>>();
  const ownersOf = (id: number): Set<string> => {
    let owners = stackOwners.get(id);
    if (owners) return owners;
    const node = byId.get(id)!;
    const up = parent.get(id);
    owners = new Set(up ? ownersOf(up.id) : []);
    if (node.callFrame.url) owners.add(owner(node.callFrame.url));
    stackOwners.set(id, owners);
    return owners;
  };
  const inclusive = new Map<string, number>();
  for (const sample of profile.samples) {
    if (idle.has(sample)) continue;
    for (const who of ownersOf(sample)) inclusive.set(who, (inclusive.get(who) ?? 0) + 1);
  }
  const print = (title: string, rows: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, hits] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  print('Self time by package', byOwner);
  // Careful with hooks: Fastify calls the next hook, and at last res.end(), from inside the previous
  // hook's callback, so a plugin with an onSend hook "includes" the socket write that follows it.
  print('Inclusive time by package (the package or anything it called; see the note on hooks)', inclusive);
  print('Self time by function', byFunction);
}

export async function benchProfile(options: { seconds: number }) {
  const name = process.env.BENCH_PROFILE_CASE ?? 'GET /api/v1/whoami (session)';
  const apiCase = API_CASES.find((c) => c.name === name);
  if (!apiCase) throw new Error(`no case named "${name}" in cases.ts`);
  const [makeDatabase] = await benchEngines();
  const database = await makeDatabase();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-profile-'));
  const product = await startProduct({ cpuProfileDir: profileDir, databaseUrl: database.databaseUrl });
  try {
    const [couple] = await signUpCouples(product, database, 1);
    const ids = await seedPlanning(product.url, couple.cookie, FULL_PLAN);
    const headers: Record<string, string> = apiCase.as === 'couple' ? { cookie: couple.cookie } : {};
    if (apiCase.body) headers['content-type'] = apiCase.body.contentType;
    const result = await measure(name, {
      url: `${product.url}${pathFor(apiCase, ids)}`,
      method: apiCase.method,
      headers,
      body: apiCase.body?.text,
      seconds: options.seconds * 2,
      connections: apiCase.connections ?? 10,
    });
    console.log(`\nProfile of ${name} on ${database.engine}: ${result.requestsPerSecond} req/s under the profiler`);
  } finally {
    await product.stop();
    fs.rmSync(product.dataDir, { recursive: true, force: true });
    await database.drop();
  }
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the server wrote no profile to ${profileDir}`);
  summarizeProfile(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile);
  console.log(`\nThe profile: ${path.join(profileDir, file)}`);
}
