import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResendCodeRequest } from '../../../contract/account.ts';
import { useApiWrite } from '../../../lib/services/services-context.tsx';

/** POST /user/resend-code: mails a new confirmation code (the server allows one a minute). */
export function useResendCode(): (userId: string) => Promise<void> {
  const write = useApiWrite();
  const { t } = useTranslation('auth');
  return useCallback(
    async (userId) => {
      await write({
        method: 'post',
        path: '/user/resend-code',
        body: { userId } satisfies ResendCodeRequest,
        successMessage: t('confirmation.resent'),
      });
    },
    [write, t],
  );
}
