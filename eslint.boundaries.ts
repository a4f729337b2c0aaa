import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/*
 * The import boundaries of the codebase, as one ESLint config built for a root folder: the project
 * lints itself with it (eslint.config.js), and tests/lint/boundaries.test.ts lints a small fixture
 * tree with it to prove each rule fails where it should.
 *
 * - A feature never imports another feature: src/features/<a> nothing of src/features/<b>;
 *   server/features/<a> only server/features/<b>/public.ts (that feature's one public module).
 * - src/ never imports server/; server/ imports of src/ only src/contract.
 * - No import cycles.
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

/** The boundary rules for the project under `root`, for files matching `files`. */
export function boundaryConfig(root: string, files = ['**/*.{ts,tsx}']): Linter.Config {
  return {
    files,
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no TypeScript file and no-cycle sees no imports at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
