import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest } from '../../../contract/account.ts';
import { passwordRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * POST /user/change-password with the spec's hyphenated fields; the form asks for the new password
 * once, so `new-password-confirm` repeats it. The server ends the user's other sessions.
 */
export function useChangePassword(): ApiMutation<PasswordChange, unknown> {
  const { t } = useTranslation('settings');
  return useRouteMutation(passwordRoutes.change, ({ oldPassword, newPassword }: PasswordChange) => ({
    body: {
      'old-password': oldPassword,
      'new-password': newPassword,
      'new-password-confirm': newPassword,
    } satisfies ChangePasswordRequest,
    successMessage: t('security.success'),
  }));
}

/** The wire's field names on the security form's fields. */
export const PASSWORD_CHANGE_FIELDS: Record<string, string> = {
  'old-password': 'oldPassword',
  'new-password': 'newPassword',
  'new-password-confirm': 'newPassword',
};
