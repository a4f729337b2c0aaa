import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureDashboardWeight } from './dashboard-weight.ts';

describe("the main page's weight figure", () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    'src/components/layout/app-layout.tsx': { file: 'assets/layout.js', imports: ['_react.js'] },
    'src/features/dashboard/components/dashboard-page.tsx': {
      file: 'assets/dashboard.js',
      imports: ['_react.js', 'node_modules/@ant-design/plots/es/index.js'],
      css: ['assets/dashboard.css'],
    },
    'node_modules/@ant-design/plots/es/index.js': { file: 'assets/plots.js', name: 'plots' },
    'src/features/budget/components/budget-page.tsx': { file: 'assets/budget.js', imports: ['_react.js'] },
  };

  it('counts the entry, the layout and the dashboard with their imports, not other pages nor the chart library', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-weight-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const counted = ['index.js', 'index.css', 'react.js', 'layout.js', 'dashboard.js', 'dashboard.css'];
    let expected = 0;
    for (const name of [...counted, 'plots.js', 'budget.js']) {
      const content = `/* ${name} */ ${'x'.repeat(500 + name.length * 37)}`;
      fs.writeFileSync(path.join(dir, 'assets', name), content);
      if (counted.includes(name)) expected += gzipSync(Buffer.from(content)).length;
    }
    const weight = measureDashboardWeight(dir);
    expect(weight.files.map((file) => file.file).sort()).toEqual(counted.map((name) => `assets/${name}`).sort());
    expect(weight.excluded).toEqual(['assets/plots.js']);
    expect(weight.gzipTotal).toBe(expected);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
