/*
 * Couples used to keep a reminder in the guest's name ("Olga Petrova (Anna's mum)"), and the guest
 * then read it on their invitation. The form offers to move such a trailing "(…)" into the note,
 * which guests never see; it never moves it on its own.
 */

/** A name ending in "(…)": the name without it and the words in brackets; null otherwise. */
export function noteInName(name: string): { name: string; note: string } | null {
  const match = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(name);
  const note = match?.[2]?.trim();
  return match && note ? { name: match[1]!.trim(), note } : null;
}

/** The note with the words from the name added in front (once). */
export function withNoteFromName(note: string | undefined, moved: string): string {
  const current = note?.trim() ?? '';
  if (current === '' || current === moved) return moved;
  return current.includes(moved) ? current : `${moved}; ${current}`;
}
