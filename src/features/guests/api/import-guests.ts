import { useTranslation } from 'react-i18next';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import type { GuestDuplicateMode, GuestImportMode } from '../../../contract/guests.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

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
  return useRouteMutation(guestRoutes.import, ({ file, mode, duplicates, added = 0, updated = 0 }: GuestImport) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const notice =
      updated > 0 ? t('notices.importedAndUpdated', { added, updated }) : t('notices.imported', { count: added });
    return {
      query: duplicates ? { mode, duplicates } : { mode },
      body: form,
      successMessage: mode === 'commit' ? notice : undefined,
    };
  });
}

/** Where the browser downloads the list and the template (plain links: the server names the file). */
export const guestsDownloadUrl = `${API_BASE}${guestRoutes.download.path}`;
export const guestsTemplateUrl = `${API_BASE}${guestRoutes.template.path}`;
