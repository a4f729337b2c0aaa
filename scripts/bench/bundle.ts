import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIsStale } from '../ensure-build.ts';

/*
 * What the login screen downloads: the entry chunk with its static imports, plus the chunks the
 * login route loads (its page and their static imports), JS and CSS, each gzipped as the server
 * sends them. Read from Vite's manifest, so it follows the real chunk graph of dist/.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(root, 'dist');
const LOGIN_PAGE = 'src/features/auth/components/login-page.tsx';
const TARGET_KIB = 300;
const AIM_KIB = 200;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface LoginScreenSize {
  files: FileSize[];
  gzipTotal: number;
  rawTotal: number;
}

/** Every file (JS and CSS) reachable by static imports from the given manifest keys. */
export function filesFor(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

export function measureLoginScreen(dir = distDir): LoginScreenSize {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const files = filesFor(manifest, [entry, LOGIN_PAGE]).map((file) => {
    const content = fs.readFileSync(path.join(dir, file));
    return { file, bytes: content.length, gzip: gzipSync(content).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0),
    rawTotal: files.reduce((sum, file) => sum + file.bytes, 0),
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Builds dist/ when it is stale, then prints the login screen's download size. */
export function reportLoginScreenSize(): LoginScreenSize {
  if (buildIsStale() || !fs.existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  const size = measureLoginScreen();
  console.log('\nLogin screen download (JS + CSS, gzip)');
  for (const file of size.files) {
    console.log(`  ${file.file.padEnd(48)} ${kib(file.bytes).padStart(8)} KiB ${kib(file.gzip).padStart(7)} KiB gz`);
  }
  const verdict = size.gzipTotal <= TARGET_KIB * 1024 ? 'within' : 'OVER';
  console.log(
    `  total ${kib(size.gzipTotal)} KiB gzip (${kib(size.rawTotal)} KiB raw), ${verdict} the ${TARGET_KIB} KiB target; aim ${AIM_KIB} KiB`,
  );
  return size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) reportLoginScreenSize();
