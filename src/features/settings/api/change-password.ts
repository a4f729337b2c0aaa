import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest } from '../../../contract/account.ts';
import { useApiWrite } from '../../../lib/services/services-context.tsx';
import '../settings-texts.ts';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * POST /user/change-password with the spec's hyphenated fields; the form asks for the new password
 * once, so `new-password-confirm` repeats it. The server ends the user's other sessions.
 */
export function useChangePassword(): (change: PasswordChange) => Promise<void> {
  const write = useApiWrite();
  const { t } = useTranslation('settings');
  return useCallback(
    async ({ oldPassword, newPassword }) => {
      await write({
        method: 'post',
        path: '/user/change-password',
        body: {
          'old-password': oldPassword,
          'new-password': newPassword,
          'new-password-confirm': newPassword,
        } satisfies ChangePasswordRequest,
        successMessage: t('security.success'),
      });
    },
    [write, t],
  );
}

/** The wire's field names on the security form's fields. */
export const PASSWORD_CHANGE_FIELDS: Record<string, string> = {
  'old-password': 'oldPassword',
  'new-password': 'newPassword',
  'new-password-confirm': 'newPassword',
};
