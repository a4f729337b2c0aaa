import { CONFIRMATION_CODE_MINUTES, RESTORE_TOKEN_MINUTES } from '../../../src/contract/account.ts';
import { escapeHtml } from '../../lib/html.ts';
import { t } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/mail.ts';

/**
 * One message of locales/ru/mail.json: the text part takes the values as they are, the HTML part
 * takes them HTML-escaped.
 */
export function render(template: string, to: string, values: Record<string, string>, logged?: Record<string, string>) {
  const common = { signature: t('mail:signature') };
  const escaped = Object.fromEntries(Object.entries({ ...common, ...values }).map(([k, v]) => [k, escapeHtml(v)]));
  return {
    to,
    subject: t(`mail:${template}.subject`),
    text: t(`mail:${template}.text`, { ...common, ...values }),
    html: t(`mail:${template}.html`, escaped),
    logged,
  } satisfies MailMessage;
}

const minutes = (count: number) => t('mail:minutes', { count });

/** The app's address of a screen, e.g. `/profile/forgot`. */
const appUrl = (publicUrl: string, route: string) => `${publicUrl}/profile/${route}`;

export function confirmationMail(to: string, code: string): MailMessage {
  return render('confirmation', to, { code, minutes: minutes(CONFIRMATION_CODE_MINUTES) }, { code });
}

export function restoreMail(to: string, token: string, publicUrl: string): MailMessage {
  const link = `${appUrl(publicUrl, 'new-password')}?email=${encodeURIComponent(to)}&token=${encodeURIComponent(token)}`;
  // The link is not logged: it holds the address and a live token (the outbox file has it).
  return render('restore', to, { link, token, minutes: minutes(RESTORE_TOKEN_MINUTES) });
}

export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  return render('alreadyRegistered', to, { link: appUrl(publicUrl, 'forgot') });
}

/** A second sign-up of an address awaiting confirmation with another password (see register()). */
export function pendingConflictMail(to: string, publicUrl: string): MailMessage {
  return render('pendingConflict', to, { link: appUrl(publicUrl, 'forgot') });
}

/** After a password change: whoever did not change it learns at once, with the way back. */
export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  return render('passwordChanged', to, { link: appUrl(publicUrl, 'forgot') });
}

/** A date as the mails say it: 25.12.2026, in Moscow time (the product's country). */
export function mailDate(iso: string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short' }).format(new Date(iso));
}

/** After the account is deleted: what went with it, the paid days left included. */
export function accountDeletedMail(to: string, lost: { days: number; until: string } | null): MailMessage {
  const lostText = lost
    ? t('mail:accountDeleted.lostDays', { days: t('mail:days', { count: lost.days }), until: mailDate(lost.until) })
    : '';
  return render('accountDeleted', to, { lost: lostText });
}
