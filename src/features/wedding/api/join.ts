import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/session.ts';
import type { JoinWeddingRequest } from '../../../contract/wedding.ts';
import { weddingRoutes } from '../../../contract/wedding-routes.ts';
import { keyOf, useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';

/** The cached read of an invitation's preview, which joining keeps (the page still shows it). */
export function invitationKey(token: string): string {
  return keyOf(weddingRoutes.invitation, { token });
}

/** GET /wedding/invitations/{token} (public): who invites and as whom; 404 once invalid. */
export function useInvitationPreview(token: string | null) {
  // Read once: after joining, the spent token answers 404, and the page must not ask again meanwhile.
  return useRouteQuery(weddingRoutes.invitation, {
    params: { token: token ?? '' },
    enabled: token !== null && token !== '',
    immutable: true,
  });
}

/** POST /wedding/join: the session user, now a member of the inviting wedding. */
export function useJoinWedding(): ApiMutation<JoinWeddingRequest, SessionUser> {
  const { t } = useTranslation('wedding');
  return useRouteMutation(weddingRoutes.join, (body: JoinWeddingRequest) => ({
    body,
    successMessage: t('join.joined'),
  }));
}
