import { giftPictureRoutes } from '../../../src/contract/gift-picture-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { wishPictureByName } from './service.ts';

/*
 * GET /api/v1/gift-pictures/{name}: a wish's picture for anyone, as the wedding's site shows it. No
 * session: the name (the stored file's random id) is the key. Typed by what the server stored (WebP),
 * never sniffed; cached publicly, since a name's picture never changes (a new picture gets a new name).
 */
export const giftPictureApiRoutes = declaredRoutes(giftPictureRoutes, (app) => ({
  picture: async (request, reply) => {
    const file = await wishPictureByName(app.db, request.params.name);
    if (!file) throw new HttpError(404, t('gifts:errors.noPicture'));
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  },
}));
