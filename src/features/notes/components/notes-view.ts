import type { Note } from '../../../contract/notes.ts';

/*
 * The search of the notes page, done in the browser: a couple's notes come in one answer, so
 * filtering as one types needs no request. Every word of the query must appear in the title or the
 * text, in any case, the Russian yo read as ye (people type either).
 */

const folded = (text: string) => text.toLocaleLowerCase('ru').replaceAll('\u0451', '\u0435');

export function queryWords(query: string): string[] {
  return folded(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function matchingNotes(notes: readonly Note[], query: string): Note[] {
  const words = queryWords(query);
  if (words.length === 0) return [...notes];
  return notes.filter((note) => {
    const haystack = folded(`${note.title}\n${note.text}`);
    return words.every((word) => haystack.includes(word));
  });
}
