import { Advice, AdviceQuery } from './advices.ts';
import { route } from './route-table.ts';

/** The tip of the day (api.md, "Planning"). */
export const adviceRoutes = {
  ofTheDay: route({
    method: 'GET',
    path: '/advices/get-one/random',
    access: 'read',
    summary: "The couple's tip of the day (needs a subscription, an ended one will do)",
    description:
      "One tip per couple per calendar day (`date`, the couple's local date; today in Moscow time when " +
      "absent): the same all day, another the next day. Chosen among the tips that fit the couple's phase, " +
      'counted from the registration date: far (more than 182 days before), mid (31–182), near (1–30), day ' +
      '(the day itself), after; any tip when no date is set. The path keeps the name the app calls.',
    querystring: AdviceQuery,
    answer: Advice,
    errors: [404],
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    advice: typeof adviceRoutes;
  }
}
