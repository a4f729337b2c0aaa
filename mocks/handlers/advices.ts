import { http, HttpResponse } from 'msw';
import advices from '../../locales/ru/advices.json';
import errors from '../../locales/ru/errors.json';
import subscriptions from '../../locales/ru/subscriptions.json';
import { AdviceQuery, adviceOfTheDay, moscowDate } from '../../src/contract/advices.ts';
import { subscriptionState } from '../../src/contract/session.ts';
import { apiPath, errorResponse } from '../http.ts';
import { sessionUser } from '../store.ts';
import { checkBody } from '../validation.ts';

/**
 * The catalogue of tips, each fitting any phase: the phase tags live in the server's migration, which
 * the mocks do not read; the mock keeps the server's rule of one tip per couple per day.
 */
const tips = Object.keys(advices).map((id) => ({ id, phases: [] }));

/** GET /advices/get-one/random: the tip of the day, behind the planning guard (api.md). */
export const adviceHandlers = [
  http.get(apiPath('/advices/get-one/random'), ({ request }) => {
    const user = sessionUser();
    if (!user) return errorResponse(401, errors.server.unauthorized);
    if (!user.wedding) return errorResponse(403, errors.server.noWedding);
    if (subscriptionState(user.subscriptions) === 'never') return errorResponse(403, subscriptions.errors.required);
    const query = checkBody(AdviceQuery, Object.fromEntries(new URL(request.url).searchParams));
    if (query.failure) return query.failure;
    const date = query.value.date ?? moscowDate(new Date());
    const tip = adviceOfTheDay(tips, user.wedding.id, date, null)!;
    return HttpResponse.json({ advice: advices[tip.id as keyof typeof advices] });
  }),
];
