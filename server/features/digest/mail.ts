import type { DigestPreview } from '../../../src/contract/notifications.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../plugins/mail.ts';

const LINK = /(https?:\/\/[^\s]+)/g;

/**
 * A digest or reminder as a mail: the text as composed, and the same as plain HTML that reads on a
 * phone (paragraphs, lines, the links clickable; no images, no tables).
 */
export function digestMail(to: string, mail: DigestPreview): MailMessage {
  const paragraphs = mail.text.split('\n\n').map((paragraph) => {
    const lines = paragraph.split('\n').map((line) => escapeHtml(line).replace(LINK, '<a href="$1">$1</a>'));
    return `<p style="margin:0 0 16px">${lines.join('<br>')}</p>`;
  });
  const html =
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body style="font:16px/1.5 -apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">' +
    paragraphs.join('') +
    '</body></html>';
  return { to, subject: mail.subject, text: mail.text, html };
}
