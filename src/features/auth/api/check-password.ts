import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckPasswordRequest } from '../../../contract/account.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { sessionFrom } from './session-answer.ts';
import { useApiWrite } from '../../../lib/services/services-context.tsx';

export interface NewPasswordValues {
  email: string;
  token: string;
  password: string;
}

/**
 * POST /user/check-password: the mailed token sets a new password and signs in (the answer is the
 * session). The form has one password field, so `passwordConfirm` repeats it.
 */
export function useCheckPassword(): (values: NewPasswordValues) => Promise<SessionUser | null> {
  const write = useApiWrite();
  const { t } = useTranslation('auth');
  return useCallback(
    async ({ email, token, password }) =>
      sessionFrom(
        await write<unknown>({
          method: 'post',
          path: '/user/check-password',
          body: { email, token, password, passwordConfirm: password } satisfies CheckPasswordRequest,
          successMessage: t('newPassword.success'),
        }),
      ),
    [write, t],
  );
}

/** The wire's field names on the new-password form's fields. */
export const NEW_PASSWORD_FIELDS: Record<string, string> = { passwordConfirm: 'password' };
