import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { GUESTS_PATH } from './use-guests.ts';

/** DELETE /guests/{id}, with the "guest deleted" notice. */
export function useDeleteGuest() {
  const { t } = useTranslation('guests');
  return useApiMutation<string, unknown>(GUESTS_PATH, (id) => ({
    method: 'delete',
    path: GUESTS_PATH,
    id,
    successMessage: t('notices.deleted'),
  }));
}
