import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** DELETE /guests/{id}, with the "guest deleted" notice. */
export function useDeleteGuest() {
  const { t } = useTranslation('guests');
  return useRouteMutation(guestRoutes.remove, (id: string) => ({
    params: { id },
    successMessage: t('notices.deleted'),
  }));
}
