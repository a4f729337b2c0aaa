import { BRAND } from '../../lib/brand.ts';
import { escapeHtml as e } from '../../lib/html.ts';
import { t } from '../../lib/i18n.ts';
import { mapUrl, tokenPageDocument } from '../../lib/token-page.ts';
import type { SharedDay, SharedItem } from './service.ts';

/*
 * The day's public page for contractors and helpers: server-written HTML with one inline stylesheet
 * and no script, readable at once on a phone and printable as it is. It shows the couple's names,
 * the date and the timeline; nothing about guests, money or contacts.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${BRAND.fontFamily};color:${BRAND.text};background:${BRAND.background};line-height:1.45;font-size:16px}
main{max-width:640px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:26px;line-height:1.2;margin:0 0 4px;color:${BRAND.primary}}
.lead{margin:0 0 20px;color:${BRAND.mutedText}}
ol{list-style:none;margin:0;padding:0}
li{display:flex;gap:12px;background:${BRAND.surface};border:1px solid ${BRAND.border};border-radius:12px;padding:12px 14px;margin:0 0 10px;break-inside:avoid}
.time{flex:0 0 64px;font-weight:700;font-size:18px;color:${BRAND.primary};font-variant-numeric:tabular-nums}
.time small{display:block;font-weight:400;font-size:13px;color:${BRAND.mutedText}}
.what{flex:1;min-width:0;overflow-wrap:anywhere}
h2{font-size:17px;margin:0 0 2px}
p{margin:2px 0 0}
.muted{color:${BRAND.mutedText}}
a{color:${BRAND.primary}}
footer{margin-top:28px;font-size:14px;color:${BRAND.mutedText}}
@media print{body{background:#fff;font-size:12pt}main{max-width:none;padding:0}li{border-color:#999;border-radius:0;padding:6px 8px;margin:0 0 4px}a{color:inherit;text-decoration:none}.map,footer{display:none}h1{color:#000}.time{color:#000}}
`;

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function coupleOf(day: Pick<SharedDay, 'brideName' | 'groomName'>): string {
  const { brideName, groomName } = day;
  if (brideName && groomName) return t('wedding-day:page.couple', { bride: brideName, groom: groomName });
  return brideName || groomName || t('wedding-day:page.coupleUnknown');
}

function step(item: SharedItem): string {
  const map = item.place ? mapUrl(item.place) : null;
  const lines = [
    `<h2>${e(item.title)}</h2>`,
    item.place ? `<p>${e(item.place)}</p>` : '',
    map
      ? `<p class="map"><a href="${e(map)}" rel="noopener noreferrer" target="_blank">${e(t('wedding-day:page.map'))}</a></p>`
      : '',
    item.whoName ? `<p class="muted">${e(t('wedding-day:page.who', { who: item.whoName }))}</p>` : '',
    item.comment ? `<p class="muted">${e(item.comment)}</p>` : '',
  ];
  const until = item.until ? `<small>${e(t('wedding-day:page.until', { time: item.until }))}</small>` : '';
  return `<li><div class="time">${e(item.time)}${until}</div><div class="what">${lines.join('')}</div></li>`;
}

/** The shared timeline. */
export function dayPage(day: SharedDay): string {
  const couple = coupleOf(day);
  const date = day.date ? dayFormat.format(new Date(`${day.date}T00:00:00Z`)) : t('wedding-day:page.noDate');
  const steps =
    day.items.length > 0
      ? `<ol>${day.items.map(step).join('')}</ol>`
      : `<p class="muted">${e(t('wedding-day:page.empty'))}</p>`;
  return tokenPageDocument(
    `${t('wedding-day:page.title')} · ${couple}`,
    STYLE,
    `<h1>${e(couple)}</h1><p class="lead">${e(t('wedding-day:page.lead', { date }))}</p>${steps}` +
      `<footer>${e(t('wedding-day:page.footer'))}</footer>`,
  );
}

export function notFoundPage(): string {
  return tokenPageDocument(
    t('wedding-day:notFound.title'),
    STYLE,
    `<h1>${e(t('wedding-day:notFound.title'))}</h1><p>${e(t('wedding-day:notFound.text'))}</p>`,
  );
}
