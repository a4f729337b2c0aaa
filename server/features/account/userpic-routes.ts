import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as Type from 'typebox';
import { UserpicParams } from '../../../src/contract/account.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';
import { errorResponses } from '../../lib/response-schemas.ts';

/**
 * Serves a user's own userpic. Names are random and never reused, so a picture is cached for good;
 * privately, since it is that user's data and another user gets 404.
 */
export default async function userpicRoutes(fastify: FastifyInstance, { deps }: { deps: AccountDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/uploads/:file',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's userpic (WebP)",
        security: [{ session: [] }],
        params: UserpicParams,
        response: {
          200: Type.Unsafe<Buffer>({
            description: 'The picture, image/webp.',
            type: 'string',
            format: 'binary',
          }),
          ...errorResponses(401),
          404: { ...errorResponses(401)[401], description: 'No such picture of this user.' },
        },
      },
    },
    async (request, reply) => {
      const picture = await deps.uploads.read(request.userId!, request.params.file);
      if (!picture) throw new HttpError(404, t('errors:server.notFound'));
      return reply
        .type(picture.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(picture.bytes);
    },
  );
}
