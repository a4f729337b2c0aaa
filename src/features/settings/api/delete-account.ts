import { useTranslation } from 'react-i18next';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { goToStartUrl } from '../../../lib/config.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

const DELETE_ACCOUNT_PATH = '/user/delete';

/**
 * DELETE /user/delete, then the browser leaves for the start URL (spec section 7). The session is
 * dropped at once: the account it belonged to is gone.
 */
export function useDeleteAccount(): ApiMutation<void, unknown> {
  const { session } = useServices();
  const { t } = useTranslation('settings');
  const mutation = useApiMutation<void, unknown>(DELETE_ACCOUNT_PATH, () => ({
    method: 'delete',
    path: DELETE_ACCOUNT_PATH,
    successMessage: t('deletion.success'),
  }));
  return {
    ...mutation,
    trigger: async () => {
      const answer = await mutation.trigger();
      session.clearSession();
      goToStartUrl();
      return answer;
    },
  };
}
