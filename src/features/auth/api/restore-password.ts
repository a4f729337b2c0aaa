import { useTranslation } from 'react-i18next';
import type { RestorePasswordRequest } from '../../../contract/account.ts';
import { passwordRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';

/** POST /user/restore-password: the same answer for known and unknown addresses. */
export function useRestorePassword(): ApiMutation<string, unknown> {
  const { t } = useTranslation('auth');
  return useRouteMutation(passwordRoutes.restore, (email: string) => ({
    body: { email } satisfies RestorePasswordRequest,
    successMessage: t('forgot.success'),
  }));
}
