import { useTranslation } from 'react-i18next';
import type { SiteRequest } from '../../../contract/site.ts';
import { siteRoutes } from '../../../contract/site-routes.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /site: the wedding's site, or a blank one with an address suggested from the couple's names. */
export function useSite() {
  return useRouteQuery(siteRoutes.read);
}

/** PUT /site: the whole form. */
export function useSaveSite() {
  const { t } = useTranslation('site');
  return useRouteMutation(siteRoutes.save, (body: SiteRequest) => ({ body, successMessage: t('editor.saved') }));
}
