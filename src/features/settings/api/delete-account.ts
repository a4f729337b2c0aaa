import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { profileRoutes } from '../../../contract/account-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { goToStartUrl } from '../../../lib/config.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** How long the "account deleted" notice stays in view before the browser leaves the app. */
export const DELETED_NOTICE_MS = 2_000;

/**
 * DELETE /user/delete, then the browser leaves for the start URL (spec section 7). The session is
 * dropped at once: the account it belonged to is gone. Leaving is delayed a moment, or the page
 * would unload before anyone could read the success notice (spec section 8).
 */
export function useDeleteAccount(): ApiMutation<void, unknown> {
  const { session } = useServices();
  const { t } = useTranslation('settings');
  const mutation = useRouteMutation(profileRoutes.deleteAccount, (_: void) => ({
    successMessage: t('deletion.success'),
  }));
  return {
    ...mutation,
    trigger: async () => {
      const answer = await mutation.trigger();
      session.clearSession();
      await new Promise((resolve) => setTimeout(resolve, DELETED_NOTICE_MS));
      goToStartUrl();
      return answer;
    },
  };
}

/**
 * The server deletes an account only for a recent login (RECENT_LOGIN_MINUTES) and answers 403
 * otherwise; the dialog then asks for the password and logs in again with it.
 */
export function needsLoginAgain(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** POST /user/auth with the signed-in user's address and this password: a fresh login. */
export function useLogInAgain(): (password: string) => Promise<void> {
  const { session } = useServices();
  return useCallback(
    async (password: string) => {
      const email = session.getSnapshot().session?.email ?? '';
      await session.login({ email, password });
    },
    [session],
  );
}
