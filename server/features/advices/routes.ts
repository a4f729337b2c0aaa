import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Advice, AdviceQuery, adviceOfTheDay, advicePhase, moscowDate } from '../../../src/contract/advices.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { errorResponses } from '../../lib/response-schemas.ts';
import { listAdvices } from './repository.ts';

export default async function adviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/advices/get-one/random',
    {
      config: { planning: 'read' },
      schema: {
        tags: ['planning'],
        summary: "The couple's tip of the day (needs a subscription, an ended one will do)",
        description:
          "One tip per couple per calendar day (`date`, the couple's local date; today in Moscow time when " +
          "absent): the same all day, another the next day. Chosen among the tips that fit the couple's phase, " +
          'counted from the registration date: far (more than 182 days before), mid (31–182), near (1–30), day ' +
          '(the day itself), after; any tip when no date is set. The path keeps the name the app calls.',
        security: [{ session: [] }],
        querystring: AdviceQuery,
        response: { 200: Advice, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      // One tip per wedding and day, so every member sees the same; the guard made sure there is a wedding.
      const weddingId = request.weddingId!;
      // The wedding's answers came with the session (plugins/sessions.ts), for every member.
      const registrationDate = request.sessionRow!.registration_date;
      const localDate = request.query.date ?? moscowDate(app.clock.now());
      const tips = await listAdvices(app.db);
      const tip = adviceOfTheDay(tips, weddingId, localDate, advicePhase(registrationDate, localDate));
      if (!tip) throw new HttpError(404, t('errors:server.notFound'));
      return { advice: t(tip.textKey) };
    },
  );
}
