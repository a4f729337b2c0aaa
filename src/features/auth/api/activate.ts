import { useTranslation } from 'react-i18next';
import type { ActivateRequest } from '../../../contract/account.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { sessionFrom } from './session-answer.ts';

const ACTIVATE_PATH = '/user/activate';

/** POST /user/activate: the e-mailed code confirms the account; the answer is the session. */
export function useActivate(): ApiMutation<ActivateRequest, SessionUser | null> {
  const { t } = useTranslation('auth');
  const mutation = useApiMutation(ACTIVATE_PATH, (body: ActivateRequest) => ({
    method: 'post',
    path: ACTIVATE_PATH,
    body,
    successMessage: t('confirmation.success'),
  }));
  return { ...mutation, trigger: async (body) => sessionFrom(await mutation.trigger(body)) };
}
