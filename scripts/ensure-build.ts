import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `npm start` serves dist/; this rebuilds it first when it is missing or older than any source it is
 * made from, so a fresh clone and a pulled change both start with the current app.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');
const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsStale(): boolean {
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (buildIsStale()) {
    console.log('Building the app (dist/ is missing or older than its sources)…');
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
}
