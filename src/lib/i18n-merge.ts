/** A namespace's texts, or a part of them: strings (and lists, read with returnObjects) under nested keys. */
export type Texts = { readonly [key: string]: unknown };

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One namespace made of its file and its features' parts (locales/ru/<namespace>/<feature>.json),
 * merged key by key. A key two files both give is a slip, not an override: it fails loudly.
 */
export function mergeTexts(...parts: readonly Texts[]): Texts {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const before = merged[key];
      if (before === undefined) merged[key] = value;
      else if (isTexts(before) && isTexts(value)) merged[key] = mergeTexts(before, value);
      else throw new Error(`the catalogue gives the key ${key} twice`);
    }
  }
  return merged;
}
