import { useTranslation } from 'react-i18next';
import type { CheckPasswordRequest } from '../../../contract/account.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { sessionFrom } from './session-answer.ts';
import { passwordRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';

export interface NewPasswordValues {
  email: string;
  token: string;
  password: string;
}

/**
 * POST /user/check-password: the mailed token sets a new password and signs in (the answer is the
 * session). The form has one password field, so `passwordConfirm` repeats it.
 */
export function useCheckPassword(): ApiMutation<NewPasswordValues, SessionUser | null> {
  const { t } = useTranslation('auth');
  const mutation = useRouteMutation(passwordRoutes.setNew, ({ email, token, password }: NewPasswordValues) => ({
    body: { email, token, password, passwordConfirm: password } satisfies CheckPasswordRequest,
    successMessage: t('newPassword.success'),
  }));
  return { ...mutation, trigger: async (values) => sessionFrom(await mutation.trigger(values)) };
}

/** The wire's field names on the new-password form's fields. */
export const NEW_PASSWORD_FIELDS: Record<string, string> = { passwordConfirm: 'password' };
