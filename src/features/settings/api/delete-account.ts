import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { goToStartUrl } from '../../../lib/config.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import '../settings-texts.ts';

/**
 * DELETE /user/delete, then the browser leaves for the start URL (spec section 7). The session is
 * dropped at once: the account it belonged to is gone.
 */
export function useDeleteAccount(): () => Promise<void> {
  const { write, session } = useServices();
  const { t } = useTranslation('settings');
  return useCallback(async () => {
    await write({ method: 'delete', path: '/user/delete', successMessage: t('deletion.success') });
    session.clearSession();
    goToStartUrl();
  }, [write, session, t]);
}
