import type { InvitedRole } from '../../../src/contract/wedding.ts';
import { INVITATION_DAYS } from '../../../src/contract/wedding.ts';
import { t } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { templateMail } from '../account/public.ts';

/** The join page's address with the token: `${PUBLIC_URL}/profile/join?token=…`. */
export function joinLink(publicUrl: string, token: string): string {
  return `${publicUrl}/profile/join?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation: who invites, to whose wedding, as whom, and the link (valid INVITATION_DAYS
 * days, once, for this address only). The link is not logged: it holds a live token.
 */
export function inviteMail(
  to: string,
  invitation: {
    token: string;
    role: InvitedRole;
    inviter: string;
    bride: string | null;
    groom: string | null;
    publicUrl: string;
  },
): MailMessage {
  const couple =
    invitation.bride && invitation.groom
      ? t('mail:weddingInvite.couple', { bride: invitation.bride, groom: invitation.groom })
      : t('mail:weddingInvite.coupleUnknown');
  return templateMail('weddingInvite', to, {
    link: joinLink(invitation.publicUrl, invitation.token),
    inviter: invitation.inviter,
    couple,
    role: t(`mail:weddingInvite.roles.${invitation.role}`),
    days: t('mail:days', { count: INVITATION_DAYS }),
  });
}
