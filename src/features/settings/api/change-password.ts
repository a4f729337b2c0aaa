import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest } from '../../../contract/account.ts';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

const CHANGE_PASSWORD_PATH = '/user/change-password';

/**
 * POST /user/change-password with the spec's hyphenated fields; the form asks for the new password
 * once, so `new-password-confirm` repeats it. The server ends the user's other sessions.
 */
export function useChangePassword(): ApiMutation<PasswordChange, unknown> {
  const { t } = useTranslation('settings');
  return useApiMutation(CHANGE_PASSWORD_PATH, ({ oldPassword, newPassword }: PasswordChange) => ({
    method: 'post',
    path: CHANGE_PASSWORD_PATH,
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
