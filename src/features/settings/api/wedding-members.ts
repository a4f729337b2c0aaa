import { useTranslation } from 'react-i18next';
import type { InviteMemberRequest, WeddingMember } from '../../../contract/wedding.ts';
import { weddingRoutes } from '../../../contract/wedding-routes.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';
import type { ApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** GET /wedding/members: members (owner first), then pending invitations (joinedAt null). */
export function useWeddingMembers() {
  return useRouteQuery(weddingRoutes.members);
}

/** POST /wedding/members: invites an address; the list shows the pending invitation. */
export function useInviteMember(): ApiMutation<InviteMemberRequest, WeddingMember> {
  const { t } = useTranslation('wedding');
  return useRouteMutation(weddingRoutes.invite, (body: InviteMemberRequest) => ({
    body,
    successMessage: t('members.invited', { email: body.email.trim().toLowerCase() }),
  }));
}

export type Removal = 'withdraw' | 'remove' | 'leave';

/**
 * DELETE /wedding/members/{id}: withdraws an invitation, removes a member, or (one's own id) leaves.
 * Leaving changes the session's wedding: the session is asked again, and every cached read of the
 * old wedding is dropped.
 */
export function useRemoveMember(): ApiMutation<{ id: string; kind: Removal }, unknown> {
  const { t } = useTranslation('wedding');
  const { session } = useServices();
  const mutation = useRouteMutation(weddingRoutes.removeMember, ({ id, kind }: { id: string; kind: Removal }) => ({
    params: { id },
    successMessage:
      kind === 'withdraw' ? t('members.withdrawn') : kind === 'remove' ? t('members.removed') : t('members.left'),
  }));
  return {
    ...mutation,
    trigger: async (arg) => {
      const answer = await mutation.trigger(arg);
      if (arg.kind === 'leave') await session.lookup();
      return answer;
    },
  };
}
