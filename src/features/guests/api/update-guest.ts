import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import type { GuestUpdate } from '../../../contract/guests.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

export interface GuestChange {
  id: string;
  changes: GuestUpdate;
  /** The confirmation checkbox saves without a notice: it is a click, not a form. */
  quiet?: boolean;
}

/** PATCH /guests/{id}: the edit form (with the "guest updated" notice) or only `checked`. */
export function useUpdateGuest() {
  const { t } = useTranslation('guests');
  return useRouteMutation(guestRoutes.change, ({ id, changes, quiet }: GuestChange) => ({
    params: { id },
    body: changes,
    successMessage: quiet ? undefined : t('notices.updated'),
  }));
}
