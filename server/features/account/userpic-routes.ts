import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';
import { findUserById } from './repository.ts';
import { errorResponses } from '../../lib/response-schemas.ts';

/**
 * Serves a user's own userpic. Names are random and never reused, so a picture is cached for good;
 * privately, since it is that user's data and another user gets 404.
 */
export default async function userpicRoutes(app: FastifyInstance, { deps }: { deps: AccountDeps }) {
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's userpic (WebP)",
        security: [{ session: [] }],
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
        response: {
          200: { description: 'The picture, image/webp.', type: 'string', format: 'binary' },
          ...errorResponses(401),
          404: { ...errorResponses(401)[401], description: 'No such picture of this user.' },
        },
      },
    },
    async (request, reply) => {
      const notFound = new HttpError(404, t('errors:server.notFound'));
      const { file } = request.params;
      const filePath = deps.uploads.pathOf(file);
      if (!filePath) throw notFound;
      const user = await findUserById(deps.db, request.userId!);
      if (!user || user.userpic !== file) throw notFound;
      let stream: fs.ReadStream;
      try {
        const handle = await fs.promises.open(filePath, 'r');
        stream = handle.createReadStream();
      } catch {
        throw notFound;
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(stream);
    },
  );
}
