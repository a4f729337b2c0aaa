import advices from '../../locales/ru/advices.json';
import { adviceRoutes } from '../../src/contract/advice-routes.ts';
import { adviceOfTheDay, moscowDate } from '../../src/contract/advices.ts';
import { mockRoute } from '../kit.ts';

/** The catalogue's tips, each fitting any phase (the tags live in the server's migration), one per couple a day. */
const tips = Object.keys(advices).map((id) => ({ id, phases: [] }));

/** GET /advices/get-one/random: the tip of the day, behind the planning guard (api.md). */
export const adviceHandlers = [
  mockRoute(adviceRoutes.ofTheDay, ({ user, query }) => {
    const date = query.date ?? moscowDate(new Date());
    const tip = adviceOfTheDay(tips, user.wedding.id, date, null)!;
    return { advice: advices[tip.id as keyof typeof advices] };
  }),
];
