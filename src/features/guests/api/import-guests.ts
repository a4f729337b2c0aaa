import { useTranslation } from 'react-i18next';
import {
  GUESTS_DOWNLOAD_PATH,
  GUESTS_TEMPLATE_PATH,
  type GuestDuplicateMode,
  type GuestImportMode,
  type GuestImportResult,
} from '../../../contract/guests.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { GUESTS_PATH } from './use-guests.ts';

const IMPORT_PATH = '/guests/import';

export interface GuestImport {
  file: File;
  mode: GuestImportMode;
  /** What a commit does with rows already on the list. */
  duplicates?: GuestDuplicateMode;
  /** Guests the commit adds and overwrites, from the preview: its notice counts them. */
  added?: number;
  updated?: number;
}

/**
 * POST /guests/import: a preview (nothing written, no notice) and then the commit, which adds
 * every guest at once and refreshes the list.
 */
export function useImportGuests() {
  const { t } = useTranslation('guests');
  return useApiMutation<GuestImport, GuestImportResult>(
    IMPORT_PATH,
    ({ file, mode, duplicates, added = 0, updated = 0 }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const notice =
        updated > 0 ? t('notices.importedAndUpdated', { added, updated }) : t('notices.imported', { count: added });
      return {
        method: 'post',
        path: IMPORT_PATH,
        params: duplicates ? { mode, duplicates } : { mode },
        body: form,
        successMessage: mode === 'commit' ? notice : undefined,
      };
    },
    { revalidates: [GUESTS_PATH] },
  );
}

/** Where the browser downloads the list and the template (plain links: the server names the file). */
export const guestsDownloadUrl = `${API_BASE}${GUESTS_DOWNLOAD_PATH}`;
export const guestsTemplateUrl = `${API_BASE}${GUESTS_TEMPLATE_PATH}`;
