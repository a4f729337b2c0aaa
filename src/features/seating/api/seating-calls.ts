import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import type {
  SEATING_AUTO_GUESTS,
  SeatingRuleCreate,
  SeatingTableCreate,
  SeatingTablePatch,
} from '../../../contract/seating.ts';
import { seatingRoutes } from '../../../contract/seating-routes.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /seating: tables, unseated guests, rules and problems; every seating write revalidates it. */
export function useSeating() {
  return useRouteQuery(seatingRoutes.plan);
}

/** GET /guests: the names, sides and households the plan seats (the contract's call, not the guest page's code). */
export function useSeatingGuests() {
  return useRouteQuery(guestRoutes.list);
}

export function useMoveGuest() {
  return useRouteMutation(
    seatingRoutes.moveGuest,
    ({ guestId, tableId }: { guestId: string; tableId: string | null }) => ({
      params: { guestId },
      body: { tableId },
    }),
  );
}

export function useAddTable() {
  const { t } = useTranslation('seating');
  return useRouteMutation(seatingRoutes.addTable, (body: SeatingTableCreate) => ({
    body,
    successMessage: t('notices.tableAdded'),
  }));
}

export function useChangeTable() {
  return useRouteMutation(seatingRoutes.changeTable, ({ id, changes }: { id: string; changes: SeatingTablePatch }) => ({
    params: { id },
    body: changes,
  }));
}

export function useDeleteTable() {
  const { t } = useTranslation('seating');
  return useRouteMutation(seatingRoutes.deleteTable, (id: string) => ({
    params: { id },
    successMessage: t('notices.tableDeleted'),
  }));
}

export function useAddRule() {
  const { t } = useTranslation('seating');
  return useRouteMutation(seatingRoutes.addRule, (body: SeatingRuleCreate) => ({
    body,
    successMessage: t('notices.ruleAdded'),
  }));
}

export function useDeleteRule() {
  return useRouteMutation(seatingRoutes.deleteRule, (id: string) => ({ params: { id } }));
}

type SeatingAutoGuests = (typeof SEATING_AUTO_GUESTS)[number];

/** The automatic seating: of the guests expected at the banquet, or of everyone (`all`). */
export function useAutoSeat() {
  return useRouteMutation(seatingRoutes.auto, (guests: SeatingAutoGuests) => ({ query: { guests } }));
}

export const seatingDownloadUrl = `${API_BASE}${seatingRoutes.download.path}`;

/** GET /dictionaries/guests/category: the categories' Russian names, for the colour legend. */
export function useCategoryNames() {
  return useRouteQuery(guestRoutes.categoryDictionary);
}
