import { benchApi } from './api.ts';
import { benchArchive } from './archive.ts';
import { reportBudgetPage } from './budget-page.ts';
import { reportLoginScreenSize } from './bundle.ts';
import { benchLoad } from './couples-load.ts';
import { benchMessages } from './messages.ts';
import { reportDashboardWeight } from './dashboard-weight.ts';
import { reportLighthouse } from './lighthouse.ts';
import { benchProfile } from './profile.ts';
import { benchRestart } from './restart.ts';
import { benchSeating } from './seating.ts';

/*
 * `npm run bench [-- suite ...]`: bounded runs on loopback only. Without a suite name it runs every
 * quick suite; a name runs that suite. A new suite is one entry in SUITES.
 *
 *   npm run bench              api, bundle, pages, then lighthouse
 *   npm run bench -- api       the API cases of cases.ts vs a bare Fastify route (BENCH_SECONDS, BENCH_ROUNDS)
 *   npm run bench -- bundle    the login screen's and the signed-in main page's download size
 *   npm run bench -- pages     planning pages with long lists in Chromium against the real server
 *   npm run bench -- lighthouse  Lighthouse (mobile) on six screens, median of 3 runs (BENCH_LIGHTHOUSE_RUNS)
 *   npm run bench -- load      200 couples for 60 s on each engine (BENCH_COUPLES, BENCH_LOAD_SECONDS)
 *   npm run bench -- seating   the automatic seating of 50, 150 and 300 guests (300 on 30 tables)
 *   npm run bench -- messages  a message to 500 households: from «Отправить» to the outbox (BENCH_HOUSEHOLDS)
 *   npm run bench -- archive   the export of 5,000 guests and 200 MB of files: first byte, memory (BENCH_ARCHIVE_GUESTS, BENCH_ARCHIVE_MB)
 *   npm run bench -- profile   a CPU profile of the server under one case (BENCH_PROFILE_CASE)
 *   npm run bench -- restart   two processes on PostgreSQL behind deploy/nginx.conf, each restarted under
 *                              a load of creates: failed requests and duplicates (BENCH_RESTART_RATE)
 *
 * BENCH_ENGINES=sqlite (or postgres) limits the engines of api and load.
 */
interface Suite {
  summary: string;
  quick: boolean;
  run: () => Promise<unknown> | unknown;
}

const SUITES: Record<string, Suite> = {
  api: {
    summary: 'API cases vs a bare Fastify route, each in its own process',
    quick: true,
    run: () =>
      benchApi({ seconds: Number(process.env.BENCH_SECONDS ?? 5), rounds: Number(process.env.BENCH_ROUNDS ?? 2) }),
  },
  bundle: {
    summary: "the login screen's and the signed-in main page's download size",
    quick: true,
    run: () => {
      reportLoginScreenSize();
      reportDashboardWeight();
    },
  },
  pages: {
    summary: 'planning pages with long lists in Chromium against the real server',
    quick: true,
    run: async () => {
      await reportBudgetPage();
    },
  },
  seating: {
    summary: 'the automatic seating of 50, 150 and 300 guests with rules (300 on 30 tables)',
    quick: true,
    run: () => benchSeating(),
  },
  lighthouse: {
    summary: 'Lighthouse mobile performance of six screens against the real server (about 5 min)',
    quick: true,
    run: async () => {
      await reportLighthouse();
    },
  },
  messages: {
    summary: 'a message to 500 households: the time from «Отправить» to the outbox',
    quick: false,
    run: () => benchMessages(),
  },
  archive: {
    summary: 'the export of a wedding of 5,000 guests and 200 MB of files: first byte and server memory',
    quick: false,
    run: () => benchArchive(),
  },
  load: { summary: '200 simulated couples for 60 s on SQLite and PostgreSQL', quick: false, run: () => benchLoad() },
  profile: {
    summary: "where the server's CPU time goes under one case (node --cpu-prof)",
    quick: false,
    run: () => benchProfile({ seconds: Number(process.env.BENCH_SECONDS ?? 5) }),
  },
  restart: {
    summary: 'two processes behind deploy/nginx.conf restarted in turn under creates: failures, duplicates',
    quick: false,
    run: () => benchRestart(),
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(', ')}. Suites:`);
  for (const [name, suite] of Object.entries(SUITES)) {
    console.error(`  ${name.padEnd(8)} ${suite.summary}${suite.quick ? '' : ' (only when named)'}`);
  }
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(SUITES).filter((name) => SUITES[name].quick);
for (const name of names) await SUITES[name].run();
