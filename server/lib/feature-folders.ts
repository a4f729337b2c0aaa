import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * What the server finds in its feature folders by convention, as fastify/demo's autoload does: a
 * planning feature's `routes.ts` and a feature's own `migrations/*.ts`. A new feature registers
 * itself by being there, so it edits no central list of the server.
 */

/** server/features, where every feature has its folder. */
export const FEATURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');

/** The feature folders under `featuresDir`, in name order (the same on every machine). */
function featureFolders(featuresDir: string): string[] {
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Each feature's module at `file` (`routes.ts`), for the features that have one. */
export async function importFromEachFeature(
  file: string,
  featuresDir = FEATURES_DIR,
): Promise<Array<{ feature: string; module: Record<string, unknown> }>> {
  const found = featureFolders(featuresDir)
    .map((feature) => ({ feature, file: path.join(featuresDir, feature, file) }))
    .filter((one) => fs.existsSync(one.file));
  return Promise.all(
    found.map(async ({ feature, file: modulePath }) => ({
      feature,
      module: (await import(pathToFileURL(modulePath).href)) as Record<string, unknown>,
    })),
  );
}

/**
 * Every `.ts` module (tests left out) of each feature's `folder` (`migrations`), keyed by its file
 * name without the extension. Two features' files of one name stop the caller: the name is the key.
 */
export async function importFeatureFolderModules(
  folder: string,
  featuresDir = FEATURES_DIR,
): Promise<Record<string, Record<string, unknown>>> {
  const files = featureFolders(featuresDir).flatMap((feature) => {
    const dir = path.join(featuresDir, feature, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => ({ key: name.slice(0, -'.ts'.length), file: path.join(dir, name) }));
  });
  const modules: Record<string, Record<string, unknown>> = {};
  for (const { key, file } of files) {
    if (key in modules) throw new Error(`${file}: another feature has a ${folder} module named ${key}`);
    modules[key] = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  }
  return modules;
}
