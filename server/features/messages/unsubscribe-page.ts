import { BRAND } from '../../lib/brand.ts';
import { escapeHtml as e } from '../../lib/html.ts';
import { t } from '../../lib/i18n.ts';
import { tokenPageDocument } from '../../lib/token-page.ts';

/*
 * The page an e-mail's unsubscribe link opens: one question and one button (a form posted to itself,
 * no script), then the answer that no more mail will come, with the way back to the invitation.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${BRAND.fontFamily};color:${BRAND.text};background:${BRAND.background};line-height:1.5;font-size:16px}
main{max-width:560px;margin:0 auto;padding:32px 16px 48px}
h1{font-size:24px;line-height:1.25;margin:0 0 12px;color:${BRAND.primary}}
p{margin:0 0 16px}
.muted{color:${BRAND.mutedText}}
button{width:100%;font:inherit;font-weight:600;color:#fff;background:${BRAND.primary};border:0;border-radius:10px;padding:14px;min-height:48px;cursor:pointer}
button:hover,button:focus-visible{background:${BRAND.primaryHover}}
a{color:${BRAND.primary}}
`;

export function unsubscribeQuestionPage(couple: string, action: string): string {
  const question = couple ? t('messages:unsubscribe.question', { couple }) : t('messages:unsubscribe.questionUnknown');
  return tokenPageDocument(
    t('messages:unsubscribe.title'),
    STYLE,
    `<h1>${e(question)}</h1><p class="muted">${e(t('messages:unsubscribe.hint'))}</p>` +
      `<form method="post" action="${e(action)}"><button type="submit">${e(t('messages:unsubscribe.confirm'))}</button></form>`,
  );
}

export function unsubscribedPage(rsvpPath: string): string {
  return tokenPageDocument(
    t('messages:unsubscribe.title'),
    STYLE,
    `<h1>${e(t('messages:unsubscribe.done'))}</h1>` +
      `<p><a href="${e(rsvpPath)}">${e(t('messages:unsubscribe.rsvpLink'))}</a></p>`,
  );
}

export function unsubscribeNotFoundPage(): string {
  return tokenPageDocument(
    t('messages:unsubscribe.title'),
    STYLE,
    `<h1>${e(t('messages:unsubscribe.title'))}</h1><p>${e(t('messages:unsubscribe.notFound'))}</p>`,
  );
}
