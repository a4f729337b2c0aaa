import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import type { GuestCreate } from '../../../contract/guests.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** POST /guests, with the "guest added" notice. */
export function useAddGuest() {
  const { t } = useTranslation('guests');
  return useRouteMutation(guestRoutes.add, (body: GuestCreate) => ({ body, successMessage: t('notices.added') }));
}
