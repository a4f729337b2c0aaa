import { escapeHtml } from '../../lib/html.ts';
import { BRAND } from '../../lib/brand.ts';
import { coupleGenitive } from '../../lib/couple-names.ts';
import { t } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/mail.ts';

/*
 * A message to a household by e-mail: the couple's text, the household's own RSVP link, and the way
 * to stop such mail (RFC 2369 List-Unsubscribe, RFC 8058 one-click, and a visible link). One narrow
 * column of plain HTML and a text part, so it reads on a phone and in any mail client.
 */

/** The public page that stops the mail: /unsubscribe/{token} (the household's RSVP token). */
export const UNSUBSCRIBE_PAGE_BASE = '/unsubscribe/';

export function unsubscribeUrl(linkBase: string, token: string): string {
  return `${linkBase.replace(/\/+$/, '')}${UNSUBSCRIBE_PAGE_BASE}${token}`;
}

export interface HouseholdMail {
  to: string[];
  names: string;
  text: string;
  couple: { brideName: string | null; groomName: string | null };
  rsvpUrl: string;
  unsubscribeUrl: string;
  /** Where a mail client's "unsubscribe" may write instead (SUPPORT_EMAIL); the link is what the product acts on. */
  unsubscribeMailbox: string;
}

/** The couple's names as written, joined ("Anna and Pyotr"), or null without either. */
function coupleAsWritten(couple: HouseholdMail['couple']): string | null {
  const bride = couple.brideName?.trim();
  const groom = couple.groomName?.trim();
  if (bride && groom) return t('common:coupleJoined', { bride, groom });
  return bride || groom || null;
}

export function householdMail(mail: HouseholdMail): MailMessage {
  const genitive = coupleGenitive(mail.couple.brideName, mail.couple.groomName);
  const signed = coupleAsWritten(mail.couple) ?? t('messages:mail.signatureUnknown');
  const subject = genitive ? t('messages:mail.subject', { couple: genitive }) : t('messages:mail.subjectUnknown');
  const why = genitive ? t('messages:mail.why', { couple: genitive }) : t('messages:mail.whyUnknown');
  const greeting = t('messages:mail.greeting', { names: mail.names });
  const text = [
    greeting,
    mail.text,
    t('messages:mail.rsvpText', { link: mail.rsvpUrl }),
    `${signed}`,
    `${why} ${t('messages:mail.unsubscribeText', { link: mail.unsubscribeUrl })}`,
  ].join('\n\n');
  const paragraphs = mail.text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 16px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html =
    `<!doctype html><html lang="ru"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f5f5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;` +
    `font:16px/1.5 -apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#262626">` +
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${paragraphs}` +
    `<p style="margin:24px 0"><a href="${escapeHtml(mail.rsvpUrl)}" style="display:inline-block;padding:12px 20px;` +
    `border-radius:8px;background:${BRAND.primary};color:#ffffff;text-decoration:none;font-weight:600">` +
    `${escapeHtml(t('messages:mail.rsvpButton'))}</a></p>` +
    `<p style="margin:0 0 24px">${escapeHtml(signed)}</p>` +
    `<p style="margin:0;font-size:13px;color:#8c8c8c">${escapeHtml(why)} ` +
    `<a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#8c8c8c">${escapeHtml(t('messages:mail.unsubscribe'))}</a></p>` +
    `</div></body></html>`;
  const mailto = `mailto:${mail.unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${mail.unsubscribeUrl}`)}`;
  return {
    to: mail.to.join(', '),
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
