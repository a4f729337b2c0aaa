import { useTranslation } from 'react-i18next';
import type { RegisterRequest, RegisterResponse } from '../../../contract/account.ts';
import { sessionRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';

export interface RegistrationValues {
  email: string;
  password: string;
}

/**
 * POST /user/register with the spec's body: the e-mail doubles as `name`, and the form has one
 * password field, so `password-confirm` repeats it.
 */
export function useRegister(): ApiMutation<RegistrationValues, RegisterResponse> {
  const { t } = useTranslation('auth');
  return useRouteMutation(sessionRoutes.register, ({ email, password }: RegistrationValues) => ({
    body: { email, name: email, password, 'password-confirm': password } satisfies RegisterRequest,
    successMessage: t('registration.success'),
  }));
}

/** The wire's field names on the registration form's fields. */
export const REGISTRATION_FIELDS: Record<string, string> = { name: 'email', 'password-confirm': 'password' };
