import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ESLint, Linter, Rule } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/*
 * The import boundaries of the codebase, as one ESLint config built for a root folder: the project
 * lints itself with it (eslint.config.js), and tests/lint/boundaries.test.ts lints a small fixture
 * tree with it to prove each rule fails where it should.
 *
 * - A feature never imports another feature: src/features/<a> nothing of src/features/<b>;
 *   server/features/<a> only server/features/<b>/public.ts (that feature's one public module).
 * - src/ never imports server/; server/ imports of src/ only src/contract.
 * - No import cycles, of modules and of server features: import-x/no-cycle follows modules, and
 *   a loop through two features' public.ts files is no module cycle (seating/service imported
 *   invitations/public, invitations/service seating/public), so `no-feature-cycle` below follows
 *   the features: one that imports another (through any file) may not be imported back by it.
 */

function featuresIn(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

interface Zone {
  target: string;
  from: string;
  except?: string[];
  message: string;
}

export function boundaryZones(root: string): Zone[] {
  const zones: Zone[] = [];
  const appFeatures = featuresIn(root, 'src/features');
  for (const feature of appFeatures) {
    zones.push({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature does not import another feature; move the shared piece to src/lib or src/components.',
    });
  }
  const serverFeatures = featuresIn(root, 'server/features');
  for (const feature of serverFeatures) {
    zones.push({
      target: `./server/features/${feature}`,
      from: './server/features',
      except: [
        `./${feature}`,
        ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
      ],
      message:
        'A feature imports another only through its server/features/<name>/public.ts, or a shared piece in server/lib.',
    });
  }
  zones.push(
    { target: './src', from: './server', message: 'src/ does not import server/; shared types live in src/contract.' },
    {
      target: './server',
      from: './src',
      except: ['./contract'],
      message: 'server/ imports of src/ only src/contract.',
    },
  );
  return zones;
}

const SERVER_FEATURES = path.join('server', 'features');
const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g;

/** The server feature a file or import target lies in, or null outside server/features. */
function serverFeatureOf(root: string, file: string): string | null {
  const relative = path.relative(path.join(root, SERVER_FEATURES), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (feature ?? null) : null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Which server features each one imports, read from every file of server/features (tests aside). */
function featureGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of featuresIn(root, SERVER_FEATURES)) {
    const uses = new Set<string>();
    for (const file of filesUnder(path.join(root, SERVER_FEATURES, feature))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = serverFeatureOf(root, path.resolve(path.dirname(file), specifier!));
        if (target && target !== feature) uses.add(target);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** A way from `from` to `to` through the features' imports, or null. */
function pathBetween(graph: Map<string, Set<string>>, from: string, to: string): string[] | null {
  const seen = new Set([from]);
  const queue: string[][] = [[from]];
  while (queue.length > 0) {
    const way = queue.shift()!;
    for (const next of graph.get(way.at(-1)!) ?? []) {
      if (next === to) return [...way, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...way, next]);
      }
    }
  }
  return null;
}

/** Reports an import of another server feature that imports (maybe through others) this one back. */
function featureCycleRule(root: string): Rule.RuleModule {
  let graph: Map<string, Set<string>> | undefined;
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const feature = serverFeatureOf(root, context.filename);
      if (!feature) return {};
      const check = (node: Rule.Node, specifier: unknown) => {
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const target = serverFeatureOf(root, path.resolve(path.dirname(context.filename), specifier));
        if (!target || target === feature) return;
        graph ??= featureGraph(root);
        const back = pathBetween(graph, target, feature);
        if (!back) return;
        context.report({
          node,
          message: `server/features/${feature} and ${target} import each other (${[feature, ...back].join(' → ')}); move the shared piece to src/contract, server/lib or one side.`,
        });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => check(node, node.source?.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
      };
    },
  };
}

/** The boundary rules for the project under `root`, for files matching `files`. */
export function boundaryConfig(root: string, files = ['**/*.{ts,tsx}']): Linter.Config {
  return {
    files,
    plugins: {
      'import-x': importX,
      boundaries: { rules: { 'no-feature-cycle': featureCycleRule(root) } } satisfies ESLint.Plugin,
    },
    settings: {
      // Without these, import-x reads no TypeScript file and no-cycle sees no imports at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/no-feature-cycle': 'error',
    },
  };
}
