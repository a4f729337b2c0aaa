import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIsStale } from '../ensure-build.ts';

/*
 * What the login screen downloads: the entry chunk with its static imports, plus the chunks the
 * login route loads (its page and their static imports), JS and CSS. Read from Vite's manifest, so
 * it follows the real chunk graph of dist/. Two figures: gzip at the default level (comparable with
 * the figures reported before the build precompressed its files), and what a browser that accepts
 * brotli receives: the build's .br copy, or the file itself below the 1 KiB compression threshold.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(root, 'dist');
const LOGIN_PAGE = 'src/features/auth/components/login-page.tsx';
/** Issue 16's goal for the login screen, as the browser receives it. */
const TARGET_KIB = 250;

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
  /** As sent to a browser that accepts brotli (Chromium does). */
  sent: number;
}

export interface LoginScreenSize {
  files: FileSize[];
  gzipTotal: number;
  sentTotal: number;
  rawTotal: number;
}

/** One file of dist/: raw, gzipped, and as the server sends it to a browser accepting brotli. */
export function fileSize(dir: string, file: string): FileSize {
  const content = fs.readFileSync(path.join(dir, file));
  const precompressed = path.join(dir, `${file}.br`);
  const sent = fs.existsSync(precompressed) ? fs.statSync(precompressed).size : content.length;
  return { file, bytes: content.length, gzip: gzipSync(content).length, sent };
}

/** The totals of a list of files. */
export function totalsOf(files: FileSize[]) {
  const sum = (key: 'bytes' | 'gzip' | 'sent') => files.reduce((total, file) => total + file[key], 0);
  return { gzipTotal: sum('gzip'), sentTotal: sum('sent'), rawTotal: sum('bytes') };
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
  // The login page comes with the entry (no chunk of its own, so not in the manifest) since issue 23.
  const keys = LOGIN_PAGE in manifest ? [entry, LOGIN_PAGE] : [entry];
  const files = filesFor(manifest, keys).map((file) => fileSize(dir, file));
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, ...totalsOf(files) };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function printFileSize(file: FileSize): void {
  const figures = [file.bytes, file.gzip, file.sent].map((bytes) => `${kib(bytes).padStart(7)} KiB`);
  console.log(`  ${file.file.padEnd(48)} ${figures.join(' ')}`);
}

/** Builds dist/ when it is stale, then prints the login screen's download size. */
export function reportLoginScreenSize(): LoginScreenSize {
  if (buildIsStale() || !fs.existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  const size = measureLoginScreen();
  console.log('\nLogin screen download (JS + CSS): raw, gzip, as sent (brotli)');
  for (const file of size.files) printFileSize(file);
  const verdict = size.sentTotal <= TARGET_KIB * 1024 ? 'within' : 'OVER';
  console.log(
    `  total ${kib(size.sentTotal)} KiB as sent, ${verdict} the ${TARGET_KIB} KiB target (${kib(size.gzipTotal)} KiB gzip, ${kib(size.rawTotal)} KiB raw)`,
  );
  return size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) reportLoginScreenSize();
