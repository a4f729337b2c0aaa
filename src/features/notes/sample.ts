import { noteRoutes } from '../../contract/note-routes.ts';
import type { Note } from '../../contract/notes.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample's notes (sample:data.notes), the last one written an hour ago and each before it a day earlier. */
export const sample: SectionSample = {
  reads: ({ texts, now }) => {
    const notes = (texts.data.notes ?? {}) as Record<string, { title: string; text: string }>;
    const list: Note[] = Object.entries(notes).map(([key, note], index) => ({
      id: `sample-note-${key}`,
      title: note.title,
      text: note.text,
      updatedAt: new Date(now.getTime() - (1 + index * 24) * 60 * 60 * 1000).toISOString(),
    }));
    return [sampleRead(noteRoutes.list, list)];
  },
};
