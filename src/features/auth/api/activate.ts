import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivateRequest } from '../../../contract/account.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { sessionFrom } from './session-answer.ts';
import { useApiWrite } from '../../../lib/services/services-context.tsx';

/** POST /user/activate: the e-mailed code confirms the account; the answer is the session. */
export function useActivate(): (userId: string, code: string) => Promise<SessionUser | null> {
  const write = useApiWrite();
  const { t } = useTranslation('auth');
  return useCallback(
    async (userId, code) =>
      sessionFrom(
        await write<unknown>({
          method: 'post',
          path: '/user/activate',
          body: { userId, code } satisfies ActivateRequest,
          successMessage: t('confirmation.success'),
        }),
      ),
    [write, t],
  );
}
