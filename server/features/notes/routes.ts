import { noteRoutes } from '../../../src/contract/note-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import * as notes from './service.ts';

/** The notes section: list, write, change, delete, as `noteRoutes` declares them. */
export default planningFeature(noteRoutes, (app) => {
  const deps: notes.NoteDeps = { db: app.db, now: () => app.clock.now() };
  return {
    list: async (request) => notes.listNotes(deps, request.weddingId),
    add: async (request) => notes.createNote(deps, request.weddingId, request.body),
    change: async (request) => notes.updateNote(deps, request.weddingId, request.params.id, request.body),
    remove: async (request) => {
      await notes.deleteNote(deps, request.weddingId, request.params.id);
      return {};
    },
  };
});
