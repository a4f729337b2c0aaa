import { useTranslation } from 'react-i18next';
import type { ResendCodeRequest } from '../../../contract/account.ts';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';

const RESEND_CODE_PATH = '/user/resend-code';

/** POST /user/resend-code: mails a new confirmation code (the server allows one a minute). */
export function useResendCode(): ApiMutation<string, unknown> {
  const { t } = useTranslation('auth');
  return useApiMutation(RESEND_CODE_PATH, (userId: string) => ({
    method: 'post',
    path: RESEND_CODE_PATH,
    body: { userId } satisfies ResendCodeRequest,
    successMessage: t('confirmation.resent'),
  }));
}
