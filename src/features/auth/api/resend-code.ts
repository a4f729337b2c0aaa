import { useTranslation } from 'react-i18next';
import type { ResendCodeRequest } from '../../../contract/account.ts';
import { sessionRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';

/** POST /user/resend-code: mails a new confirmation code (the server allows one a minute). */
export function useResendCode(): ApiMutation<string, unknown> {
  const { t } = useTranslation('auth');
  return useRouteMutation(sessionRoutes.resendCode, (userId: string) => ({
    body: { userId } satisfies ResendCodeRequest,
    successMessage: t('confirmation.resent'),
  }));
}
