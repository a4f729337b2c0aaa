import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesFor, measureLoginScreen } from './bundle.ts';

describe('the login screen size figure', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
      dynamicImports: ['src/features/budget/components/budget-page.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_modal.js': { file: 'assets/modal.js', imports: ['_react.js'], css: ['assets/modal.css'] },
    'src/features/auth/components/login-page.tsx': { file: 'assets/login.js', imports: ['index.html', '_modal.js'] },
    'src/features/budget/components/budget-page.tsx': { file: 'assets/budget.js', imports: ['_react.js'] },
  };

  it('counts the entry, its static imports and the login route, not other lazy pages', () => {
    expect(filesFor(manifest, ['index.html', 'src/features/auth/components/login-page.tsx']).sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/login.js',
      'assets/modal.css',
      'assets/modal.js',
      'assets/react.js',
    ]);
  });

  it('adds up the gzip sizes of those files from dist/, and what the server sends: the .br copy where the build wrote one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const contents = new Map<string, string>();
    for (const name of ['index.js', 'index.css', 'react.js', 'modal.js', 'modal.css', 'login.js', 'budget.js']) {
      const text = `/* ${name} */ ${'x'.repeat(name.length * 100)}`;
      contents.set(`assets/${name}`, text);
      fs.writeFileSync(path.join(dir, 'assets', name), text);
    }
    const size = measureLoginScreen(dir);
    const expected = [...contents].filter(([file]) => file !== 'assets/budget.js');
    expect(size.files).toHaveLength(expected.length);
    expect(size.gzipTotal).toBe(expected.reduce((sum, [, text]) => sum + gzipSync(text).length, 0));
    // Without the build's .br copies the files are counted as sent: as they are.
    expect(size.sentTotal).toBe(expected.reduce((sum, [, text]) => sum + text.length, 0));
    fs.writeFileSync(path.join(dir, 'assets', 'index.js.br'), 'b'.repeat(42));
    expect(measureLoginScreen(dir).sentTotal).toBe(size.sentTotal - contents.get('assets/index.js')!.length + 42);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
