import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestorePasswordRequest } from '../../../contract/account.ts';
import { useApiWrite } from '../../../lib/services/services-context.tsx';

/** POST /user/restore-password: the same answer for known and unknown addresses. */
export function useRestorePassword(): (email: string) => Promise<void> {
  const write = useApiWrite();
  const { t } = useTranslation('auth');
  return useCallback(
    async (email) => {
      await write({
        method: 'post',
        path: '/user/restore-password',
        body: { email } satisfies RestorePasswordRequest,
        successMessage: t('forgot.success'),
      });
    },
    [write, t],
  );
}
