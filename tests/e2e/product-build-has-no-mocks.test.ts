import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';

/** Every text file a build wrote, with its contents. */
function builtFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|css|html|json)$/.test(entry.name))
        files.set(path.relative(dir, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

function leafTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafTexts);
  return [];
}

/**
 * What only mock code carries: MSW's own markers, the mock store's storage key, the panel's texts
 * (locales/ru/support.json) and every scenario's description (mocks/scenarios/*.json).
 */
function mockMarkers(): string[] {
  const scenarioDir = path.join(projectRoot, 'mocks', 'scenarios');
  const descriptions = fs
    .readdirSync(scenarioDir)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        (JSON.parse(fs.readFileSync(path.join(scenarioDir, file), 'utf8')) as { description: string }).description,
    );
  const localesDir = path.join(projectRoot, 'locales', 'ru');
  const textsOf = (file: string) => leafTexts(JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')));
  const productTexts = new Set(
    fs
      .readdirSync(localesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json') && file !== 'support.json')
      .flatMap(textsOf),
  );
  // Texts with interpolation are matched by their fixed part; a text the product also has proves nothing.
  const fixedParts = textsOf('support.json')
    .map((text) => text.split('{{')[0])
    .filter((text) => text.length >= 8 && !productTexts.has(text));
  return ['[MSW]', 'mockServiceWorker', 'msw/worker', 'mock-api-db', ...descriptions, ...fixedParts];
}

function markersIn(dir: string): string[] {
  const files = builtFiles(dir);
  return mockMarkers().filter((marker) => [...files.values()].some((text) => text.includes(marker)));
}

describe('the product build and the mock build', () => {
  it('the product build (dist/) carries no mock handler, scenario, panel text or worker', () => {
    const dist = path.join(projectRoot, 'dist');
    expect(fs.existsSync(path.join(dist, 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'mockServiceWorker.js'))).toBe(false);
    expect(markersIn(dist)).toEqual([]);
  });

  it('the same markers are found in the mock build (dist-mock/), so the check above can see them', () => {
    const found = markersIn(path.join(projectRoot, 'dist-mock'));
    expect(found.sort()).toEqual(mockMarkers().sort());
  });
});
