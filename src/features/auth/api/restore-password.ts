import { useTranslation } from 'react-i18next';
import type { RestorePasswordRequest } from '../../../contract/account.ts';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';

const RESTORE_PASSWORD_PATH = '/user/restore-password';

/** POST /user/restore-password: the same answer for known and unknown addresses. */
export function useRestorePassword(): ApiMutation<string, unknown> {
  const { t } = useTranslation('auth');
  return useApiMutation(RESTORE_PASSWORD_PATH, (email: string) => ({
    method: 'post',
    path: RESTORE_PASSWORD_PATH,
    body: { email } satisfies RestorePasswordRequest,
    successMessage: t('forgot.success'),
  }));
}
