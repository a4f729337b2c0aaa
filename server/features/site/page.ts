import { WISH_RESERVER_NAME_MAX_LENGTH } from '../../../src/contract/gifts.ts';
import type { WeddingEvent } from '../../../src/contract/invitations.ts';
import { SITE_PAGE_BASE, type SiteTheme } from '../../../src/contract/site.ts';
import { escapeHtml as e } from '../../lib/html.ts';
import { t } from '../../lib/i18n.ts';
import { mapUrl } from '../../lib/token-page.ts';
import type { StoredSite } from './service.ts';
import { siteStyle } from './themes.ts';

/*
 * The wedding's site as guests read it: server-written HTML, one inline stylesheet of the chosen
 * design, no script. The parts of the day come from the invitations, so nothing is typed twice.
 */

/** A thing of the wishlist as the site shows it (server/features/gifts/public.ts). */
interface PageWish {
  id: string;
  title: string;
  link: string;
  price: number | null;
  picture: string | null;
  reserved: boolean;
  mine: boolean;
}

/** The money block (server/features/gifts/public.ts). */
interface PageMoney {
  link: string;
  details: string;
  qrSvg: string | null;
}

export interface SitePageData {
  site: StoredSite;
  couple: { brideName: string | null; groomName: string | null; date: string | null };
  parts: WeddingEvent[];
  gifts: { wishes: PageWish[]; money: PageMoney | null } | null;
  /** The household's own page, when the guest came by their link. */
  answerLink: string | null;
  /** A member's look at a site guests cannot open yet. */
  preview: boolean;
  /** A note after a wishlist form (reserved, cancelled) or its refusal. */
  note?: string;
  error?: string;
}

const moscow = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', ...options });
const dayFormat = moscow({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = moscow({ day: 'numeric', month: 'long' });
const clock = moscow({ hour: '2-digit', minute: '2-digit' });
const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

const dateOf = (value: string | null) => {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

function coupleTitle(couple: SitePageData['couple']): string {
  const { brideName, groomName } = couple;
  if (brideName && groomName) return t('site:page.couple', { bride: brideName, groom: groomName });
  return brideName || groomName || t('site:page.coupleUnknown');
}

/** A text the couple wrote: paragraphs by blank lines, line breaks kept. */
function prose(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${e(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function document(title: string, theme: SiteTheme, body: string): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">' +
    `<meta name="description" content="${e(title)}">` +
    `<title>${e(title)}</title><style>${siteStyle(theme)}</style></head><body><main>${body}</main></body></html>`
  );
}

function partsSection(parts: WeddingEvent[]): string {
  if (parts.length === 0) return '';
  const days = new Set(parts.map((part) => dateOf(part.startsAt)).flatMap((d) => (d ? [shortDay.format(d)] : [])));
  const items = parts.map((part) => {
    const start = dateOf(part.startsAt);
    const where = [part.place, part.address].filter((text) => text.trim() !== '');
    const map = mapUrl(part.place, part.address);
    return (
      '<li class="card">' +
      (days.size > 1 && start ? `<p class="day">${e(shortDay.format(start))}</p>` : '') +
      `<span class="time">${start ? e(clock.format(start)) : '—'}</span>` +
      `<div><h3>${e(part.name)}</h3>` +
      (start ? '' : `<p class="muted">${e(t('site:page.noTime'))}</p>`) +
      where.map((text, index) => `<p${index > 0 ? ' class="muted"' : ''}>${e(text)}</p>`).join('') +
      (map ? `<p><a href="${e(map)}" rel="noopener noreferrer" target="_blank">${e(t('site:page.map'))}</a></p>` : '') +
      '</div></li>'
    );
  });
  return `<section id="programme"><h2>${e(t('site:page.programme'))}</h2><ol class="parts">${items.join('')}</ol></section>`;
}

const textSection = (id: string, title: string, text: string, extra = '') =>
  text || extra ? `<section id="${id}"><h2>${e(title)}</h2>${prose(text)}${extra}</section>` : '';

function swatches(palette: string[]): string {
  if (palette.length === 0) return '';
  const items = palette.map(
    (colour) => `<li><span class="swatch" style="background:${e(colour)}"></span>${e(colour.toUpperCase())}</li>`,
  );
  return `<ul class="swatches" aria-label="${e(t('site:page.palette'))}">${items.join('')}</ul>`;
}

function faqSection(faq: StoredSite['faq']): string {
  if (faq.length === 0) return '';
  const items = faq.map((item) => `<dt>${e(item.question)}</dt><dd>${prose(item.answer)}</dd>`);
  return `<section id="faq"><h2>${e(t('site:page.faq'))}</h2><dl>${items.join('')}</dl></section>`;
}

function wishItem(wish: PageWish, action: string): string {
  const picture = wish.picture ? `<img src="${e(wish.picture)}" alt="" width="72" height="72" loading="lazy">` : '';
  const price =
    wish.price === null ? '' : `<p class="price">${e(t('site:page.price', { price: roubles.format(wish.price) }))}</p>`;
  const link = wish.link
    ? ` <a href="${e(wish.link)}" rel="noopener noreferrer" target="_blank">${e(t('site:page.look'))}</a>`
    : '';
  const formOf = (kind: 'reserve' | 'cancel', inner: string) =>
    `<form class="inline" method="post" action="${e(`${action}/wishlist/${encodeURIComponent(wish.id)}/${kind}`)}">${inner}</form>`;
  let state: string;
  if (wish.mine) {
    state =
      `<span class="tag mine">${e(t('site:page.yours'))}</span>` +
      formOf('cancel', `<button class="quiet" type="submit">${e(t('site:page.cancel'))}</button>`);
  } else if (wish.reserved) {
    state = `<span class="tag">${e(t('site:page.taken'))}</span>`;
  } else {
    state = formOf(
      'reserve',
      `<label class="who" for="${e(`who-${wish.id}`)}">${e(t('site:page.yourName'))}</label>` +
        `<input type="text" id="${e(`who-${wish.id}`)}" name="name" maxlength="${WISH_RESERVER_NAME_MAX_LENGTH}" autocomplete="name">` +
        `<button type="submit">${e(t('site:page.choose'))}</button>`,
    );
  }
  return `<li class="card wish">${picture}<div class="body"><h3>${e(wish.title)}</h3>${price}${link ? `<p>${link.trim()}</p>` : ''}${state}</div></li>`;
}

function giftsSection(gifts: SitePageData['gifts'], action: string, notes: string): string {
  if (!gifts || (gifts.wishes.length === 0 && !gifts.money)) return '';
  let html = `<section id="gifts"><h2>${e(t('site:page.gifts'))}</h2>${notes}`;
  if (gifts.wishes.length > 0) {
    html +=
      `<h3>${e(t('site:page.wishlist'))}</h3><p class="muted">${e(t('site:page.wishlistHint'))}</p>` +
      `<ul class="wishes">${gifts.wishes.map((wish) => wishItem(wish, action)).join('')}</ul>`;
  }
  const money = gifts.money;
  if (money) {
    html +=
      `<div class="card"><h3>${e(t('site:page.money'))}</h3>${prose(money.details)}` +
      (money.link
        ? `<p><a href="${e(money.link)}" rel="noopener noreferrer" target="_blank">${e(t('site:page.moneyLink'))}</a></p>` +
          // The address as text too (issue 41, item 3), as the app's preview shows it: to copy it from a computer.
          `<p class="muted url">${e(money.link)}</p>`
        : '') +
      // The QR code is the gifts feature's own SVG, made on the server from the couple's link.
      (money.qrSvg ? `<div class="qr" role="img" aria-label="${e(t('site:page.moneyQr'))}">${money.qrSvg}</div>` : '') +
      `<p class="muted">${e(t('site:page.moneyNote'))}</p></div>`;
  }
  return `${html}</section>`;
}

export function sitePage(data: SitePageData): string {
  const { site, couple } = data;
  const title = coupleTitle(couple);
  const date = dateOf(couple.date ?? data.parts.find((part) => part.startsAt)?.startsAt ?? null);
  const action = `${SITE_PAGE_BASE}${encodeURIComponent(site.slug)}`;
  const notes: string[] = [];
  if (data.preview) notes.push(`<p class="note">${e(t('site:page.preview'))}</p>`);
  // What a wishlist form did is said where the guest lands after it: the gifts.
  const giftNotes =
    (data.error ? `<p class="error" role="alert">${e(data.error)}</p>` : '') +
    (data.note ? `<p class="note" role="status">${e(data.note)}</p>` : '');
  const hero =
    `<header class="hero"><p class="kicker">${e(t('site:page.invite'))}</p><h1>${e(title)}</h1>` +
    (date ? `<p class="date">${e(dayFormat.format(date))}</p>` : '') +
    '<div class="orn"></div></header>';
  const body =
    hero +
    notes.join('') +
    partsSection(data.parts) +
    textSection('story', t('site:page.story'), site.story) +
    textSection('dress-code', t('site:page.dressCode'), site.dressCode, swatches(site.palette)) +
    faqSection(site.faq) +
    textSection('transfer', t('site:page.transfer'), site.transfer) +
    textSection('accommodation', t('site:page.accommodation'), site.accommodation) +
    giftsSection(data.gifts, action, giftNotes) +
    (data.answerLink ? `<a class="back" href="${e(data.answerLink)}">${e(t('site:page.answerLink'))}</a>` : '') +
    `<footer>${e(t('site:page.footer'))}</footer>`;
  return document(`${title} · ${t('site:page.title')}`, site.theme, body);
}

/** The password's form, before anything of the wedding is shown. */
export function passwordPage(slug: string, theme: SiteTheme, error?: string): string {
  const action = `${SITE_PAGE_BASE}${encodeURIComponent(slug)}`;
  return document(
    t('site:page.passwordTitle'),
    theme,
    `<div class="gate"><h1>${e(t('site:page.passwordTitle'))}</h1><p class="muted">${e(t('site:page.passwordText'))}</p>` +
      (error ? `<p class="error" role="alert">${e(error)}</p>` : '') +
      `<form method="post" action="${e(action)}"><label><span>${e(t('site:page.password'))}</span>` +
      '<input type="password" name="password" autocomplete="current-password" required></label>' +
      `<button type="submit">${e(t('site:page.enter'))}</button></form></div>`,
  );
}

export function siteNotFoundPage(text = t('site:notFound.text')): string {
  return document(
    t('site:notFound.title'),
    'minimal',
    `<div class="gate"><h1>${e(t('site:notFound.title'))}</h1><p class="muted">${e(text)}</p></div>`,
  );
}
