import { userpicRoutes } from '../../../src/contract/account-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';

/**
 * Serves a user's own userpic. Names are random and never reused, so a picture is cached for good;
 * privately, since it is that user's data and another user gets 404.
 */
export default declaredRoutes(userpicRoutes, (_app, { deps }: { deps: AccountDeps }) => ({
  userpic: async (request, reply) => {
    const picture = await deps.uploads.read(request.userId, request.params.file);
    if (!picture) throw new HttpError(404, t('errors:server.notFound'));
    return reply
      .type(picture.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(picture.bytes);
  },
}));
