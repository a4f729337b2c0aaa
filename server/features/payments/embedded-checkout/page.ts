import { BRAND } from '../../../lib/brand.ts';
import { escapeHtml } from '../../../lib/html.ts';
import { t } from '../../../lib/i18n.ts';
import { formatRoubles, toRoubles } from '../../../../src/contract/money.ts';
import type { CheckoutView } from './repository.ts';

// Inline styles only: the site's CSP allows them, and the page runs no script at all. The font and
// colours are the app's (server/lib/brand.ts), so the payer does not feel sent to another site.
const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: ${BRAND.fontFamily}; background: ${BRAND.background}; color: ${BRAND.text};
    -webkit-font-smoothing: antialiased; }
  main { background: ${BRAND.surface}; border: 1px solid ${BRAND.border}; border-radius: 12px;
    box-shadow: 0 6px 24px rgba(43,32,36,.08); padding: 32px;
    width: min(420px, calc(100vw - 32px)); box-sizing: border-box; }
  .brand { margin: 0 0 16px; color: ${BRAND.primary}; font-weight: 600; font-size: 14px; }
  h1 { margin: 0 0 24px; font-size: 24px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: ${BRAND.mutedText}; } dd { margin: 0; font-weight: 600; text-align: right; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  .actions form { flex: 1; margin: 0; }
  button, .link { width: 100%; padding: 10px 16px; border-radius: 8px; font: inherit; font-size: 16px; cursor: pointer;
    border: 1px solid ${BRAND.primary}; box-sizing: border-box; display: inline-block; text-align: center; text-decoration: none; }
  .pay { background: ${BRAND.primary}; color: #fff; }
  .pay:hover, .pay:focus-visible { background: ${BRAND.primaryHover}; border-color: ${BRAND.primaryHover}; }
  .cancel, .link { background: ${BRAND.surface}; color: ${BRAND.primary}; }
  .cancel:hover, .link:hover { background: ${BRAND.primarySoft}; }
  .note { margin: 24px 0 0; font-size: 13px; color: ${BRAND.mutedText}; }
`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('pages:documentTitle', { title: t('checkout:pageTitle'), appName: t('common:appName') }))}</title>
<link rel="icon" href="/profile/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(t('common:appName'))}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * The embedded checkout: tariff, term and amount, and two same-origin forms, pay and cancel. Once
 * decided it only says so and links back to the app through the return URL.
 */
export function renderCheckoutPage(checkout: CheckoutView, actionBase: string): string {
  const summary = `<h1>${escapeHtml(t('checkout:heading'))}</h1>
<dl>
<dt>${escapeHtml(t('checkout:tariff'))}</dt><dd>${escapeHtml(t(checkout.tariffTitleKey))}</dd>
<dt>${escapeHtml(t('checkout:period'))}</dt><dd>${escapeHtml(t('checkout:periodDays', { count: checkout.days }))}</dd>
<dt>${escapeHtml(t('checkout:amount'))}</dt><dd>${escapeHtml(formatRoubles(toRoubles(checkout.amountKopecks)))}</dd>
</dl>`;
  if (checkout.status !== 'pending') {
    const said = checkout.status === 'succeeded' ? t('checkout:alreadySucceeded') : t('checkout:alreadyCanceled');
    return layout(`${summary}
<p>${escapeHtml(said)}</p>
<a class="link" href="${escapeHtml(checkout.returnUrl)}">${escapeHtml(t('checkout:backToApp'))}</a>`);
  }
  return layout(`${summary}
<div class="actions">
<form method="post" action="${escapeHtml(`${actionBase}/pay`)}"><button class="pay" type="submit">${escapeHtml(t('checkout:pay'))}</button></form>
<form method="post" action="${escapeHtml(`${actionBase}/cancel`)}"><button class="cancel" type="submit">${escapeHtml(t('checkout:cancel'))}</button></form>
</div>
<p class="note">${escapeHtml(t('checkout:note'))}</p>`);
}

export function renderNotFoundPage(): string {
  return layout(`<h1>${escapeHtml(t('checkout:notFound'))}</h1>
<a class="link" href="/profile/subscriptions">${escapeHtml(t('checkout:backToApp'))}</a>`);
}
