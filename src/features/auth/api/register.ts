import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterRequest, RegisterResponse } from '../../../contract/account.ts';
import { useApiWrite } from '../../../lib/services/services-context.tsx';

export interface RegistrationValues {
  email: string;
  password: string;
}

/**
 * POST /user/register with the spec's body: the e-mail doubles as `name`, and the form has one
 * password field, so `password-confirm` repeats it.
 */
export function useRegister(): (values: RegistrationValues) => Promise<RegisterResponse> {
  const write = useApiWrite();
  const { t } = useTranslation('auth');
  return useCallback(
    ({ email, password }) =>
      write<RegisterResponse>({
        method: 'post',
        path: '/user/register',
        body: { email, name: email, password, 'password-confirm': password } satisfies RegisterRequest,
        successMessage: t('registration.success'),
      }),
    [write, t],
  );
}

/** The wire's field names on the registration form's fields. */
export const REGISTRATION_FIELDS: Record<string, string> = { name: 'email', 'password-confirm': 'password' };
