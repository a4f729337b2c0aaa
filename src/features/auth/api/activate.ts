import { useTranslation } from 'react-i18next';
import type { ActivateRequest } from '../../../contract/account.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { sessionRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { sessionFrom } from './session-answer.ts';

/** POST /user/activate: the e-mailed code confirms the account; the answer is the session. */
export function useActivate(): ApiMutation<ActivateRequest, SessionUser | null> {
  const { t } = useTranslation('auth');
  const mutation = useRouteMutation(sessionRoutes.activate, (body: ActivateRequest) => ({
    body,
    successMessage: t('confirmation.success'),
  }));
  return { ...mutation, trigger: async (body) => sessionFrom(await mutation.trigger(body)) };
}
