import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { keyOf, useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { weddingDayRoutes } from '../../../contract/wedding-day-routes.ts';
import type { DayItemCreate, DayItemPatch } from '../../../contract/wedding-day.ts';

/** GET /day: the steps in order, the date, the wedding's contractors and the conflicts. */
export function useDay() {
  return useRouteQuery(weddingDayRoutes.day);
}

/** GET /day/share, read only while the share dialog is open: the first read makes the link. */
export function useShareLink(enabled: boolean) {
  return useRouteQuery(weddingDayRoutes.share, { enabled });
}

export function useAddDayItem() {
  const { t } = useTranslation('wedding-day');
  return useRouteMutation(weddingDayRoutes.addItem, (body: DayItemCreate) => ({
    body,
    successMessage: t('notices.added'),
  }));
}

export function useChangeDayItem() {
  const { t } = useTranslation('wedding-day');
  return useRouteMutation(weddingDayRoutes.changeItem, ({ id, changes }: { id: string; changes: DayItemPatch }) => ({
    params: { id },
    body: changes,
    successMessage: t('notices.changed'),
  }));
}

export function useRemoveDayItem() {
  const { t } = useTranslation('wedding-day');
  return useRouteMutation(weddingDayRoutes.removeItem, (id: string) => ({
    params: { id },
    successMessage: t('notices.removed'),
  }));
}

/** DELETE /day/share; the old link is dropped from the cache so the next share makes a new one. */
export function useRevokeShare() {
  const { t } = useTranslation('wedding-day');
  const { mutate } = useSWRConfig();
  const revoke = useRouteMutation(weddingDayRoutes.revokeShare, (_: void) => ({
    successMessage: t('notices.revoked'),
  }));
  return {
    isMutating: revoke.isMutating,
    trigger: async () => {
      await revoke.trigger();
      await mutate(keyOf(weddingDayRoutes.share), undefined, { revalidate: false });
    },
  };
}

/** Where the browser downloads the day's calendar (a plain link). */
export const calendarUrl = `${API_BASE}${weddingDayRoutes.calendar.path}`;
