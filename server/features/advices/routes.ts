import { adviceRoutes } from '../../../src/contract/advice-routes.ts';
import { adviceOfTheDay, advicePhase, moscowDate } from '../../../src/contract/advices.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { listAdvices } from './repository.ts';

/** The tip of the day, as `adviceRoutes` declares it. */
export default planningFeature(adviceRoutes, (app) => ({
  ofTheDay: async (request) => {
    // One tip per wedding and day, so every member sees the same.
    const weddingId = request.weddingId;
    // The wedding's answers came with the session (plugins/sessions.ts), for every member.
    const registrationDate = request.sessionRow!.registration_date;
    const localDate = request.query.date ?? moscowDate(app.clock.now());
    const tips = await listAdvices(app.db);
    const tip = adviceOfTheDay(tips, weddingId, localDate, advicePhase(registrationDate, localDate));
    if (!tip) throw new HttpError(404, t('errors:server.notFound'));
    return { advice: t(tip.textKey) };
  },
}));
