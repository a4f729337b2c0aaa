import { useTranslation } from 'react-i18next';
import type { Guest, GuestCreate } from '../../../contract/guests.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { GUESTS_PATH } from './use-guests.ts';

/** POST /guests, with the "guest added" notice. */
export function useAddGuest() {
  const { t } = useTranslation('guests');
  return useApiMutation<GuestCreate, Guest>(GUESTS_PATH, (body) => ({
    method: 'post',
    path: GUESTS_PATH,
    body,
    successMessage: t('notices.added'),
  }));
}
