import { coupleGenitive } from '../../lib/couple-names.ts';
import { t } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { mailDate, templateMail } from '../account/public.ts';

/** The settings card whose download holds the whole wedding (GET /api/v1/wedding/export). */
const exportLink = (publicUrl: string) => `${publicUrl}/profile/settings#export`;
const subscriptionLink = (publicUrl: string) => `${publicUrl}/profile/subscriptions`;

/**
 * A warning to a member of the couple: the subscription ended on `expiresAt`, the plan goes on
 * `deletionAt` (in `days` days) unless it is renewed; the export keeps a copy.
 */
export function retentionNoticeMail(
  to: string,
  notice: {
    bride: string | null;
    groom: string | null;
    expiresAt: string;
    deletionAt: string;
    days: number;
    publicUrl: string;
  },
): MailMessage {
  const couple = coupleGenitive(notice.bride, notice.groom);
  return templateMail('weddingRetention', to, {
    wedding: couple ? t('mail:weddingRetention.wedding', { couple }) : t('mail:weddingRetention.weddingUnknown'),
    ended: mailDate(notice.expiresAt),
    date: mailDate(notice.deletionAt),
    days: t('mail:days', { count: notice.days }),
    subscriptionLink: subscriptionLink(notice.publicUrl),
    exportLink: exportLink(notice.publicUrl),
  });
}
