import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ARCHIVE_TABLES } from '../../server/features/wedding-archive/sections.ts';

/* The archive's format is documented for the people who read it: every table it carries has its line. */
it('docs/wedding-archive.md describes every table the archive carries, and what it leaves out of each', () => {
  const doc = fs.readFileSync(new URL('../../docs/wedding-archive.md', import.meta.url), 'utf8');
  for (const table of ARCHIVE_TABLES) {
    const line = doc.split('\n').find((text) => new RegExp(`^\\|\\s*\`${table.table}\`\\s*\\|`).test(text));
    expect(line, table.table).toBeDefined();
    for (const column of [...(table.omit ?? []), ...(table.refs ?? []), ...(table.json ?? [])]) {
      expect(line, `${table.table}.${column}`).toContain(`\`${column}\``);
    }
  }
});
