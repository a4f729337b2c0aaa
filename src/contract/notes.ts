import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Patch, RequiredText } from './schema-kit.ts';

/*
 * The notes section (api.md, "Boards, notes and purchases"): plain notes of the wedding, a title
 * and a text, which either partner writes and edits. The list comes newest first (the last change
 * counts); the page searches it on its own, since a couple's notes fit one answer.
 */

export const NOTE_TITLE_MAX_LENGTH = 200;
export const NOTE_TEXT_MAX_LENGTH = 10_000;

/** Free text over several lines: line breaks and tabs are fine, other control characters are not. */
const MULTILINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

export const NoteRequest = Closed({
  title: RequiredText({
    max: NOTE_TITLE_MAX_LENGTH,
    printable: true,
    description: 'Leading and trailing spaces are dropped.',
  }),
  text: Type.Optional(
    Type.String({
      maxLength: NOTE_TEXT_MAX_LENGTH,
      pattern: MULTILINE,
      description: 'The note itself, any number of lines; empty when left out.',
    }),
  ),
});
export type NoteRequest = Static<typeof NoteRequest>;

/** PATCH /notes/{id}: the title, the text or both; what is left out keeps its value. */
export const NotePatch = Patch(NoteRequest);
export type NotePatch = Static<typeof NotePatch>;

export const NoteIdParams = Closed({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type NoteIdParams = Static<typeof NoteIdParams>;

export const Note = Closed({
  id: Type.String(),
  title: Type.String(),
  text: Type.String(),
  updatedAt: Type.String({ format: 'date-time', description: 'When it was written or last changed.' }),
});
export type Note = Static<typeof Note>;

export const NoteList = Type.Array(Note, { description: 'Newest first: the last written or changed on top.' });
export type NoteList = Static<typeof NoteList>;

/** The text as kept: spaces at line ends and blank lines at the end go, the lines stay as typed. */
export function cleanNoteText(text: string): string {
  return text.replace(/[ \t]+$/gm, '').trimEnd();
}
