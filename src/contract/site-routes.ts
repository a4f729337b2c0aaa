import { Site, SiteRequest } from './site.ts';
import { siteProblem } from './site-rules.ts';
import { route } from './route-table.ts';

/** The wedding's site as the couple edits it (api.md, "The wedding site and gifts"). */
export const siteRoutes = {
  read: route({
    method: 'GET',
    path: '/site',
    access: 'read',
    summary: 'The wedding’s site: its address, texts, design and password',
    description: 'Before the first save the slug is a free address suggested from the couple’s names.',
    answer: Site,
  }),
  save: route({
    method: 'PUT',
    path: '/site',
    access: 'write',
    summary: 'Save the wedding’s site',
    description: 'A slug another wedding holds is refused with 422 on `slug`.',
    body: SiteRequest,
    bodyRule: siteProblem,
    answer: Site,
    changes: ['/site'],
    activity: { action: 'siteChanged', what: 'none' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    site: typeof siteRoutes;
  }
}
