import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { goToStartUrl } from '../../../lib/config.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import '../settings-texts.ts';

/** How long the "account deleted" notice stays in view before the browser leaves the app. */
export const DELETED_NOTICE_MS = 2_000;

/**
 * DELETE /user/delete, then the browser leaves for the start URL (spec section 7). The session is
 * dropped at once: the account it belonged to is gone. Leaving is delayed a moment, or the page
 * would unload before anyone could read the success notice (spec section 8).
 */
export function useDeleteAccount(): () => Promise<void> {
  const { write, session } = useServices();
  const { t } = useTranslation('settings');
  return useCallback(async () => {
    await write({ method: 'delete', path: '/user/delete', successMessage: t('deletion.success') });
    session.clearSession();
    await new Promise((resolve) => setTimeout(resolve, DELETED_NOTICE_MS));
    goToStartUrl();
  }, [write, session, t]);
}
