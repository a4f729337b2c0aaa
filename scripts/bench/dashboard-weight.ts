import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from '../ensure-build.ts';
import { fileSize, filesFor, printFileSize, totalsOf, type FileSize } from './bundle.ts';

/*
 * What a signed-in couple downloads to see the main page: the entry chunk, the signed-in layout and
 * the dashboard page, each with its static imports, JS and CSS, gzipped and as the server sends them.
 * Read from Vite's manifest (the real chunk graph of dist/). A chart library is left out of the
 * figure even if some chunk of the page graph brings it (the budget's donut belongs to its page).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(root, 'dist');
const MAIN_PAGE_MODULES = [
  'src/components/layout/app-layout.tsx',
  'src/features/dashboard/components/dashboard-page.tsx',
];
export const DASHBOARD_TARGET_KIB = 350;
/** Chunks of a chart library (by the module Vite named the chunk after, or its file name). */
const CHART_LIBRARY = /(@ant-design\/(charts|plots)|@antv|recharts|chart\.js|echarts)/i;

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; name?: string }>;

export interface DashboardWeight {
  files: FileSize[];
  /** Chart-library files met in the graph and left out. */
  excluded: string[];
  gzipTotal: number;
  sentTotal: number;
  rawTotal: number;
}

export function measureDashboardWeight(dir = distDir): DashboardWeight {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const chartFiles = new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => CHART_LIBRARY.test(key) || CHART_LIBRARY.test(chunk.name ?? ''))
      .map(([, chunk]) => chunk.file),
  );
  const all = filesFor(manifest as Parameters<typeof filesFor>[0], [entry, ...MAIN_PAGE_MODULES]);
  const files = all
    .filter((file) => !chartFiles.has(file))
    .map((file) => fileSize(dir, file))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, excluded: all.filter((file) => chartFiles.has(file)), ...totalsOf(files) };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Builds dist/ when it is stale, then prints the main page's download size for a signed-in couple. */
export function reportDashboardWeight(): DashboardWeight {
  if (buildIsStale() || !fs.existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  const weight = measureDashboardWeight();
  console.log('\nMain page for a signed-in couple (JS + CSS without the chart library): raw, gzip, as sent');
  for (const file of weight.files) printFileSize(file);
  if (weight.excluded.length > 0) console.log(`  left out (chart library): ${weight.excluded.join(', ')}`);
  const verdict = weight.gzipTotal <= DASHBOARD_TARGET_KIB * 1024 ? 'within' : 'OVER';
  console.log(
    `  total ${kib(weight.gzipTotal)} KiB gzip, ${verdict} the ${DASHBOARD_TARGET_KIB} KiB target (${kib(weight.sentTotal)} KiB as sent, ${kib(weight.rawTotal)} KiB raw)`,
  );
  return weight;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) reportDashboardWeight();
