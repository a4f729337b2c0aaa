import { useTranslation } from 'react-i18next';
import type { RegisterRequest, RegisterResponse } from '../../../contract/account.ts';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';

export interface RegistrationValues {
  email: string;
  password: string;
}

const REGISTER_PATH = '/user/register';

/**
 * POST /user/register with the spec's body: the e-mail doubles as `name`, and the form has one
 * password field, so `password-confirm` repeats it.
 */
export function useRegister(): ApiMutation<RegistrationValues, RegisterResponse> {
  const { t } = useTranslation('auth');
  return useApiMutation(REGISTER_PATH, ({ email, password }: RegistrationValues) => ({
    method: 'post',
    path: REGISTER_PATH,
    body: { email, name: email, password, 'password-confirm': password } satisfies RegisterRequest,
    successMessage: t('registration.success'),
  }));
}

/** The wire's field names on the registration form's fields. */
export const REGISTRATION_FIELDS: Record<string, string> = { name: 'email', 'password-confirm': 'password' };
