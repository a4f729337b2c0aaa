import multipart from '@fastify/multipart';
import { lookRoutes } from '../../../src/contract/look-routes.ts';
import { LOOK_PICTURE_MAX_BYTES, LookCreateFields } from '../../../src/contract/looks.ts';
import { checkAgainst } from '../../../src/contract/schema-check.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { validationMessages } from '../../plugins/error-handler.ts';
import { readUploadForm, sendWeddingFile } from '../wedding-files/public.ts';
import * as looks from './service.ts';

/** The looks and decor boards: the cards, their pictures and the favourites, as `lookRoutes` declares them. */
export default planningFeature(lookRoutes, async (app) => {
  // Only POST /looks takes multipart; this feature's scope keeps it away from other routes.
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps: looks.LookDeps = {
    db: app.db,
    now: () => app.clock.now(),
    storageQuotaBytes: app.weddingStorageQuotaBytes,
  };

  return {
    dictionary: async () => looks.lookDictionary(),
    list: async (request) => looks.listCards(deps, request.weddingId),
    add: async (request) => {
      const form = await readUploadForm(request, LOOK_PICTURE_MAX_BYTES);
      const checked = checkAgainst(LookCreateFields, form.fields);
      if (!checked.ok) {
        const messages = validationMessages(checked.issues);
        throw new HttpError(422, messages[0]?.text ?? t('validation:other'), messages);
      }
      // An empty file part is what a form sends when no file was chosen.
      const upload = form.file && form.file.bytes.length > 0 ? form.file : null;
      return looks.addCard(deps, request.weddingId, checked.value, upload);
    },
    change: async (request) => looks.changeCard(deps, request.weddingId, request.params.id, request.body),
    remove: async (request) => {
      await looks.removeCard(deps, request.weddingId, request.params.id);
      return {};
    },
    favorites: async (request) => looks.listFavorites(deps, request.weddingId),
    favoritesTotal: async (request) => looks.favoritesTotal(deps, request.weddingId),
    image: async (request, reply) =>
      sendWeddingFile(reply, await looks.cardPicture(deps, request.weddingId, request.params.id, 'image')),
    thumbnail: async (request, reply) =>
      sendWeddingFile(reply, await looks.cardPicture(deps, request.weddingId, request.params.id, 'thumbnail')),
  };
});
