import { useTranslation } from 'react-i18next';
import type { Guest, GuestUpdate } from '../../../contract/guests.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { GUESTS_PATH } from './use-guests.ts';

export interface GuestChange {
  id: string;
  changes: GuestUpdate;
  /** The confirmation checkbox saves without a notice: it is a click, not a form. */
  quiet?: boolean;
}

/** PATCH /guests/{id}: the edit form (with the "guest updated" notice) or only `checked`. */
export function useUpdateGuest() {
  const { t } = useTranslation('guests');
  return useApiMutation<GuestChange, Guest>(GUESTS_PATH, ({ id, changes, quiet }) => ({
    method: 'patch',
    path: GUESTS_PATH,
    id,
    body: changes,
    successMessage: quiet ? undefined : t('notices.updated'),
  }));
}
