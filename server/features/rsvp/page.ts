import {
  RSVP_CHILDREN_MAX,
  RSVP_DIET_MAX_LENGTH,
  RSVP_MESSAGE_MAX_LENGTH,
  type RsvpPage,
  type WeddingEvent,
} from '../../../src/contract/invitations.ts';
import { guestAnswerOf, halfAnswerOf } from '../../../src/contract/people-rules.ts';
import { dietOf, halfHolderOf } from '../../../src/contract/rsvp-rules.ts';
import { BRAND } from '../../lib/brand.ts';
import { escapeHtml as e } from '../../lib/html.ts';
import { t } from '../../lib/i18n.ts';
import { mapUrl, tokenPageDocument } from '../../lib/token-page.ts';

/*
 * A household's invitation page: server-written HTML with one inline stylesheet and no script, so
 * it reads at once on a slow phone and answers with a plain form posted to its own address. It
 * shows that household only: the couple's names, the parts they are invited to, their answers.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${BRAND.fontFamily};color:${BRAND.text};background:${BRAND.background};line-height:1.5;font-size:16px}
main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:28px;line-height:1.2;margin:0 0 4px;color:${BRAND.primary}}
h2{font-size:20px;margin:28px 0 12px}
.lead{margin:0 0 16px;color:${BRAND.mutedText}}
.card{background:${BRAND.surface};border:1px solid ${BRAND.border};border-radius:12px;padding:16px;margin:0 0 12px}
.card h3{margin:0 0 4px;font-size:18px}
.muted{color:${BRAND.mutedText};margin:0}
.note{background:${BRAND.primarySoft};border-radius:12px;padding:12px 16px;margin:0 0 16px}
.error{background:#fdecea;border:1px solid #f5c2c0;border-radius:12px;padding:12px 16px;margin:0 0 16px}
fieldset{border:0;padding:0;margin:12px 0 0}
legend{font-weight:600;padding:0;margin-bottom:6px}
.choice{display:flex;gap:8px;flex-wrap:wrap}
.choice label{flex:1 1 120px;display:flex;align-items:center;gap:8px;border:1px solid ${BRAND.border};border-radius:10px;padding:10px 12px;min-height:44px;background:#fff}
.choice input:checked+span{font-weight:600;color:${BRAND.primary}}
.field{display:block;margin:16px 0 0}
.field span{display:block;margin-bottom:6px;font-weight:500}
input[type=text],input[type=number],textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid ${BRAND.border};border-radius:10px;background:#fff;color:inherit}
textarea{min-height:88px;resize:vertical}
.check{display:flex;gap:10px;align-items:center;margin:12px 0 0;min-height:44px}
.check input,.choice input{width:20px;height:20px;accent-color:${BRAND.primary}}
button{margin-top:20px;width:100%;font:inherit;font-weight:600;color:#fff;background:${BRAND.primary};border:0;border-radius:10px;padding:14px;min-height:48px;cursor:pointer}
button:hover,button:focus-visible{background:${BRAND.primaryHover}}
a{color:${BRAND.primary}}
ul.answers{margin:8px 0 0;padding-left:20px}
.erase summary{cursor:pointer;color:${BRAND.primary};font-weight:600;min-height:44px;display:flex;align-items:center}
.erase button{background:#b3261e}
.erase button:hover,.erase button:focus-visible{background:#8c1d18}
ul.kept{margin:8px 0 0;padding-left:20px}
a.telegram{display:block;text-align:center;font-weight:600;text-decoration:none;border:1px solid ${BRAND.primary};border-radius:10px;padding:12px;min-height:48px}
footer{margin-top:32px;font-size:14px;color:${BRAND.mutedText}}
`;

const moscow = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', ...options });
const dayFormat = moscow({ day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = moscow({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

function formatDay(value: string): string {
  // A YYYY-MM-DD deadline is a calendar day: read it at noon so no time zone moves it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

function formatTime(value: string | null): string {
  if (!value) return t('rsvp:page.noTime');
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

export function coupleName(page: RsvpPage): string {
  const { brideName, groomName } = page.couple;
  if (brideName && groomName) return t('rsvp:page.couple', { bride: brideName, groom: groomName });
  return brideName || groomName || t('rsvp:page.coupleUnknown');
}

function eventCard(event: WeddingEvent): string {
  const map = mapUrl(event.place, event.address);
  const where = [event.place, event.address]
    .filter((part) => part.trim() !== '')
    .map(e)
    .join(', ');
  return (
    `<div class="card"><h3>${e(event.name)}</h3><p class="muted">${e(formatTime(event.startsAt))}</p>` +
    (where ? `<p class="muted">${where}</p>` : '') +
    (map
      ? `<p class="muted"><a href="${e(map)}" rel="noopener noreferrer" target="_blank">${e(t('rsvp:page.map'))}</a></p>`
      : '') +
    '</div>'
  );
}

type Guest = RsvpPage['guests'][number];

/** What the page calls a guest's +1: their name once known, else «your +1». */
function halfTitle(page: RsvpPage, guest: Guest): string {
  const named = guest.id === halfHolderOf(page.guests)?.id ? (page.halfName ?? guest.halfName) : guest.halfName;
  return named || t('rsvp:page.halfTitle');
}

/** After the deadline: where each seated person of the household sits (their +1 and children with them). */
function tablesCard(page: RsvpPage): string {
  if (page.tables.length === 0) return '';
  const names = new Map(page.guests.map((guest) => [guest.id, guest.name]));
  const lines = page.tables.map(
    (seat) => `<li>${e(names.get(seat.guestId) ?? '')} — <strong>${e(seat.table)}</strong></li>`,
  );
  return `<h2>${e(t('rsvp:page.tablesTitle'))}</h2><div class="card"><ul class="answers">${lines.join('')}</ul></div>`;
}

/** What the household answered, as a list (the closed page shows it instead of the form). */
function answersSummary(page: RsvpPage): string {
  const said = (coming: boolean | undefined) =>
    coming === undefined
      ? t('rsvp:page.answerNone')
      : coming
        ? t('rsvp:page.answerComing')
        : t('rsvp:page.answerNotComing');
  const personLines = (name: string, answerOf: (eventId: string) => boolean | undefined, diet: string) => [
    ...page.events.map((event) => `<li>${e(name)} — ${e(event.name)}: ${e(said(answerOf(event.id)))}</li>`),
    ...(diet ? [`<li>${e(name)} — ${e(t('rsvp:page.dietShort', { diet }))}</li>`] : []),
  ];
  const lines = page.guests.flatMap((guest) => [
    ...personLines(
      guest.name,
      (eventId) => guestAnswerOf(page.answers, guest.id, eventId),
      dietOf(page.diets, guest.id),
    ),
    ...(guest.withHalf
      ? personLines(
          halfTitle(page, guest),
          (eventId) => halfAnswerOf(page.answers, guest.id, eventId),
          dietOf(page.diets, guest.id, true),
        )
      : []),
  ]);
  if (page.childrenCount > 0) lines.push(`<li>${e(t('rsvp:page.childrenCount', { count: page.childrenCount }))}</li>`);
  return `<ul class="answers">${lines.join('')}</ul>`;
}

const text = (name: string, label: string, value: string, max: number) =>
  `<label class="field"><span>${e(label)}</span><input type="text" name="${e(name)}" value="${e(value)}" maxlength="${max}" autocomplete="off"></label>`;

/** Yes or no for each part: `a.<guest>.<part>` for a guest, `h.<guest>.<part>` for their +1. */
function partChoices(page: RsvpPage, prefix: 'a' | 'h', guestId: string): string {
  return page.events
    .map((event) => {
      const name = `${prefix}.${guestId}.${event.id}`;
      const coming =
        prefix === 'a' ? guestAnswerOf(page.answers, guestId, event.id) : halfAnswerOf(page.answers, guestId, event.id);
      const radio = (value: 'yes' | 'no', label: string, checked: boolean) =>
        `<label><input type="radio" name="${e(name)}" value="${value}"${checked ? ' checked' : ''}><span>${e(label)}</span></label>`;
      return (
        `<fieldset><legend>${e(event.name)}</legend><div class="choice">` +
        radio('yes', t('rsvp:page.coming'), coming === true) +
        radio('no', t('rsvp:page.notComing'), coming === false) +
        '</div></fieldset>'
      );
    })
    .join('');
}

/** A card per person: each guest, then their +1, each with their own answers and diet. */
function personCards(page: RsvpPage): string {
  const holder = halfHolderOf(page.guests);
  return page.guests
    .map((guest) => {
      const own =
        `<div class="card"><h3>${e(guest.name)}</h3>${partChoices(page, 'a', guest.id)}` +
        text(`d.${guest.id}`, t('rsvp:page.diet'), dietOf(page.diets, guest.id), RSVP_DIET_MAX_LENGTH) +
        '</div>';
      if (!guest.withHalf) return own;
      const withWhom =
        page.guests.length > 1 ? `<p class="muted">${e(t('rsvp:page.halfWith', { name: guest.name }))}</p>` : '';
      const nameField =
        guest.id === holder?.id
          ? text('halfName', t('rsvp:page.halfName'), page.halfName ?? guest.halfName ?? '', 200)
          : '';
      return (
        own +
        `<div class="card"><h3>${e(halfTitle(page, guest))}</h3>${withWhom}${nameField}${partChoices(page, 'h', guest.id)}` +
        text(`dh.${guest.id}`, t('rsvp:page.halfDiet'), dietOf(page.diets, guest.id, true), RSVP_DIET_MAX_LENGTH) +
        '</div>'
      );
    })
    .join('');
}

function form(page: RsvpPage, action: string): string {
  const check = (name: string, label: string, checked: boolean) =>
    `<label class="check"><input type="checkbox" name="${name}" value="1"${checked ? ' checked' : ''}><span>${e(label)}</span></label>`;
  return (
    `<form method="post" action="${e(action)}">${personCards(page)}` +
    '<div class="card">' +
    `<label class="field"><span>${e(t('rsvp:page.children'))}</span><input type="number" name="childrenCount" min="0" max="${RSVP_CHILDREN_MAX}" inputmode="numeric" value="${page.childrenCount}"></label>` +
    check('transfer', t('rsvp:page.transfer'), page.transfer) +
    check('overnight', t('rsvp:page.overnight'), page.overnight) +
    `<label class="field"><span>${e(t('rsvp:page.message'))}</span><textarea name="message" maxlength="${RSVP_MESSAGE_MAX_LENGTH}">${e(page.message)}</textarea></label>` +
    '</div>' +
    `<button type="submit">${e(page.answeredAt ? t('rsvp:page.change') : t('rsvp:page.submit'))}</button></form>`
  );
}

export interface PageState {
  /** The answer was just saved (the redirect after the form's post). */
  saved?: boolean;
  /** A refusal to show above the form. */
  error?: string;
  /** The household's t.me link to the wedding's bot (TELEGRAM_BOT_TOKEN set), offered under the answer. */
  telegram?: string | null;
  /** The wedding's site, when open to guests, with the household's token (the site links back). */
  site?: string | null;
  /** The household just erased its data (the redirect after the erasure's post). */
  erased?: boolean;
}

/** The link to the wedding's site. */
function siteCard(link: string | null | undefined): string {
  if (!link) return '';
  return `<div class="card"><h3>${e(t('site:page.siteLink'))}</h3><p class="muted">${e(t('site:page.siteLinkText'))}</p><p><a class="telegram" href="${e(link)}">${e(t('site:page.siteLink'))}</a></p></div>`;
}

/**
 * What the couple keeps about the household, and its erasure (152-FZ): a `<details>` opens the
 * explanation and the form, so the button is never pressed by accident and no script is needed.
 */
function dataCard(page: RsvpPage, action: string): string {
  const names = page.guests.map((guest) => guest.name).join(', ');
  const kept = [
    t('rsvp:page.dataNames', { names }),
    t('rsvp:page.dataContacts'),
    t('rsvp:page.dataAnswers'),
    t('rsvp:page.dataTelegram'),
  ];
  const erasedAt =
    page.erasedAt && !page.answeredAt
      ? `<p class="muted">${e(t('rsvp:page.erasedAt', { date: formatDay(page.erasedAt) }))}</p>`
      : '';
  return (
    `<h2>${e(t('rsvp:page.dataTitle'))}</h2><div class="card">${erasedAt}<p class="muted">${e(t('rsvp:page.dataKept'))}</p>` +
    `<ul class="kept">${kept.map((line) => `<li>${e(line)}</li>`).join('')}</ul>` +
    `<details class="erase"><summary>${e(t('rsvp:page.eraseOpen'))}</summary><p>${e(t('rsvp:page.eraseText'))}</p>` +
    `<form method="post" action="${e(`${action}/erase`)}"><button type="submit">${e(t('rsvp:page.eraseConfirm'))}</button></form></details></div>`
  );
}

/** The card offering news in Telegram: the bot's link carrying the household's start code. */
function telegramCard(link: string | null | undefined): string {
  if (!link) return '';
  return (
    `<div class="card"><h3>${e(t('rsvp:page.telegramTitle'))}</h3><p class="muted">${e(t('rsvp:page.telegramText'))}</p>` +
    `<p><a class="telegram" href="${e(link)}" rel="noopener noreferrer" target="_blank">${e(t('rsvp:page.telegramLink'))}</a></p></div>`
  );
}

export function invitationPage(page: RsvpPage, action: string, state: PageState = {}): string {
  const couple = coupleName(page);
  const firstDay = page.events.find((event) => event.startsAt)?.startsAt;
  const names = page.guests.map((guest) => guest.name).join(', ');
  const head =
    `<h1>${e(couple)}</h1><p class="lead">${e(t('rsvp:page.invite'))}` +
    (firstDay ? ` · ${e(formatDay(firstDay))}` : '') +
    '</p>' +
    (names ? `<p>${e(t('rsvp:page.greeting', { names }))}</p>` : '');
  const notes: string[] = [];
  if (state.error) notes.push(`<p class="error" role="alert">${e(state.error)}</p>`);
  if (state.saved) notes.push(`<p class="note" role="status">${e(t('rsvp:page.saved'))}</p>`);
  if (state.erased) notes.push(`<p class="note" role="status">${e(t('rsvp:page.erased'))}</p>`);
  const events =
    `<h2>${e(t('rsvp:page.parts'))}</h2>` +
    (page.events.length > 0
      ? page.events.map(eventCard).join('')
      : `<p class="muted">${e(t('rsvp:page.noEvents'))}</p>`);
  let answer: string;
  if (page.closed) {
    answer =
      `<h2>${e(t('rsvp:page.answerTitle'))}</h2><p class="note">${e(t('rsvp:page.closed'))}</p>` +
      (page.answeredAt ? `<div class="card">${answersSummary(page)}</div>` : '');
  } else {
    const hints: string[] = [];
    if (page.deadline)
      hints.push(`<p class="muted">${e(t('rsvp:page.deadline', { date: formatDay(page.deadline) }))}</p>`);
    if (page.answeredAt && !state.saved) {
      hints.push(`<p class="muted">${e(t('rsvp:page.answeredAt', { date: formatDay(page.answeredAt) }))}</p>`);
    }
    answer = `<h2>${e(t('rsvp:page.answerTitle'))}</h2>${hints.join('')}${page.events.length > 0 ? form(page, action) : ''}`;
  }
  return tokenPageDocument(
    `${t('rsvp:page.title')} · ${couple}`,
    STYLE,
    `${notes.join('')}${head}${siteCard(state.site)}${tablesCard(page)}${events}${answer}${telegramCard(state.telegram)}${dataCard(page, action)}<footer>${e(t('rsvp:page.privacy'))}</footer>`,
  );
}

export function notFoundPage(): string {
  return tokenPageDocument(
    t('rsvp:notFound.title'),
    STYLE,
    `<h1>${e(t('rsvp:notFound.title'))}</h1><p>${e(t('rsvp:notFound.text'))}</p>`,
  );
}
