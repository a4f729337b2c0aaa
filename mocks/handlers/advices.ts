import advices from '../../locales/ru/advices.json';
import { adviceRoutes } from '../../src/contract/advice-routes.ts';
import { adviceOfTheDay, moscowDate } from '../../src/contract/advices.ts';
import { mockRoute } from '../kit.ts';

/**
 * The catalogue of tips, each fitting any phase: the phase tags live in the server's migration, which
 * the mocks do not read; the mock keeps the server's rule of one tip per couple per day.
 */
const tips = Object.keys(advices).map((id) => ({ id, phases: [] }));

/** GET /advices/get-one/random: the tip of the day, behind the planning guard (api.md). */
export const adviceHandlers = [
  mockRoute(adviceRoutes.ofTheDay, ({ user, query }) => {
    const date = query.date ?? moscowDate(new Date());
    const tip = adviceOfTheDay(tips, user.wedding.id, date, null)!;
    return { advice: advices[tip.id as keyof typeof advices] };
  }),
];
