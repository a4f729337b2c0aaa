import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/session.ts';
import type { InvitationPreview, JoinWeddingRequest } from '../../../contract/wedding.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import { useApiMutation, type ApiMutation } from '../../../lib/api/use-api-mutation.ts';

export const JOIN_PATH = '/wedding/join';
const invitationPath = (token: string) => `/wedding/invitations/${encodeURIComponent(token)}`;

/** GET /wedding/invitations/{token} (public): who invites and as whom; 404 once invalid. */
export function useInvitationPreview(token: string | null) {
  // Read once: after joining, the spent token answers 404, and the page must not ask again meanwhile.
  return useApiQuery<InvitationPreview>(token ? invitationPath(token) : null, { immutable: true });
}

/** POST /wedding/join: the session user, now a member of the inviting wedding. */
export function useJoinWedding(): ApiMutation<JoinWeddingRequest, SessionUser> {
  const { t } = useTranslation('wedding');
  return useApiMutation(JOIN_PATH, (body: JoinWeddingRequest) => ({
    method: 'post',
    path: JOIN_PATH,
    body,
    successMessage: t('join.joined'),
  }));
}
