import { HttpResponse } from 'msw';
import authTexts from '../../locales/ru/auth.json';
import errors from '../../locales/ru/errors.json';
import lookTexts from '../../locales/ru/looks.json';
import validation from '../../locales/ru/validation.json';
import { lookRoutes } from '../../src/contract/look-routes.ts';
import {
  LOOK_CARDS_MAX,
  LOOK_KINDS,
  LOOK_PICTURE_MAX_BYTES,
  LOOK_PICTURE_TYPES,
  LookCreateFields,
  boardOf,
  isWebLink,
  lookPictureUrls,
  type LookCard,
} from '../../src/contract/looks.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { errorResponse } from '../http.ts';
import { newMockLooks, type MockLookCard } from '../looks-seed.ts';
import { parseMultipart } from '../multipart.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { checkBody, validationFailed } from '../validation.ts';

/*
 * The boards' calls as the server answers them (server/features/looks): the same fields, limits and
 * refusals. The mock does not re-encode: an upload is served back as sent (kept in memory, so it
 * survives no reload), and a seeded card's picture is drawn here as a soft gradient.
 */

const uploads = new Map<string, { bytes: Uint8Array; type: string }>();

let counter = 0;
const newId = () => `look_mock_${(counter += 1)}_${Date.now().toString(36)}`;

function cardsOf(user: SessionUser): MockLookCard[] {
  const key = planKeyOf(user);
  mockDb.looks ??= {};
  mockDb.looks[key] ??= newMockLooks(mockDb.scenario);
  return mockDb.looks[key]!;
}

function answerOf(card: MockLookCard): LookCard {
  const urls = lookPictureUrls(card.id);
  return {
    id: card.id,
    title: card.title,
    category: card.category,
    board: boardOf(card.category),
    image: card.picture ? urls.image : null,
    thumbnail: card.picture ? urls.thumbnail : null,
    link: card.link,
    comment: card.comment,
    favorite: card.favorite,
    createdAt: card.createdAt,
  };
}

const newestFirst = (cards: MockLookCard[]) =>
  [...cards].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

/** The server's title and link rules: a trimmed title, an http(s) link or none; else the 422. */
function cleaned(title: string | undefined, link: string | undefined) {
  if (title !== undefined && title.trim() === '') {
    return { failure: validationFailed([{ field: 'title', text: validation.required }]) };
  }
  const kept = link?.trim() ?? '';
  if (kept !== '' && !isWebLink(kept))
    return { failure: validationFailed([{ field: 'link', text: lookTexts.errors.link }]) };
  return { title: title?.trim(), link: kept === '' ? null : kept };
}

const PALETTES = [
  ['#f6d5d9', '#c98b97'],
  ['#e3e8d6', '#8fa57a'],
  ['#f3e6d3', '#c9a27a'],
  ['#dfe3ef', '#8b95b8'],
];

/** A seeded card's picture: a soft gradient with a few shapes, different per card. */
function drawnPicture(card: MockLookCard): string {
  const index = card.id.split('').reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const [light, dark] = PALETTES[index % PALETTES.length]!;
  const x = 120 + ((index * 37) % 240);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="480" height="600" fill="url(#g)"/>` +
    `<circle cx="${x}" cy="220" r="110" fill="#fff" fill-opacity="0.35"/>` +
    `<ellipse cx="240" cy="520" rx="260" ry="90" fill="#fff" fill-opacity="0.25"/></svg>`
  );
}

function picture(user: SessionUser, id: string): Response {
  const card = cardsOf(user).find((one) => one.id === id);
  if (!card?.picture) return errorResponse(404, lookTexts.errors.noPicture);
  const upload = uploads.get(id);
  const headers = { 'cache-control': 'private, max-age=31536000, immutable' };
  if (upload) return new HttpResponse(upload.bytes, { headers: { ...headers, 'content-type': upload.type } });
  return new HttpResponse(drawnPicture(card), { headers: { ...headers, 'content-type': 'image/svg+xml' } });
}

export const lookHandlers = [
  mockRoute(lookRoutes.dictionary, () =>
    HttpResponse.json(
      LOOK_KINDS.map((code) => ({ id: `looks-${code}`, code, name: lookTexts.kinds[code], board: boardOf(code) })),
    ),
  ),
  mockRoute(lookRoutes.list, ({ user }) => HttpResponse.json(newestFirst(cardsOf(user)).map(answerOf))),
  mockRoute(lookRoutes.favorites, ({ user }) =>
    HttpResponse.json(newestFirst(cardsOf(user).filter((card) => card.favorite)).map(answerOf)),
  ),
  mockRoute(lookRoutes.favoritesTotal, ({ user }) =>
    HttpResponse.json({ total: cardsOf(user).filter((card) => card.favorite).length }),
  ),
  mockRoute(lookRoutes.add, async ({ user, request }) => {
    const form = await parseMultipart(request);
    if (!form) return errorResponse(400, errors.server.noFile);
    const file = form.find((part) => part.kind === 'file' && part.name === 'file');
    if (file?.kind === 'file' && file.bytes.length > LOOK_PICTURE_MAX_BYTES) {
      return errorResponse(
        413,
        errors.server.fileTooLarge.replace('{{megabytes}}', String(LOOK_PICTURE_MAX_BYTES / 1024 / 1024)),
      );
    }
    const fields = Object.fromEntries(form.flatMap((part) => (part.kind === 'text' ? [[part.name, part.value]] : [])));
    const checked = checkBody(LookCreateFields, fields);
    if (checked.failure) return checked.failure;
    const clean = cleaned(checked.value.title, checked.value.link);
    if (clean.failure) return clean.failure;
    const upload = file?.kind === 'file' && file.bytes.length > 0 ? file : null;
    if (!upload && !clean.link) return validationFailed([{ field: 'file', text: lookTexts.errors.pictureOrLink }]);
    if (upload && !(LOOK_PICTURE_TYPES as readonly string[]).includes(upload.type)) {
      return errorResponse(415, authTexts.server.notImage);
    }
    const cards = cardsOf(user);
    if (cards.length >= LOOK_CARDS_MAX) {
      return errorResponse(422, lookTexts.errors.tooMany.replace('{{count}}', String(LOOK_CARDS_MAX)));
    }
    const card: MockLookCard = {
      id: newId(),
      title: clean.title ?? '',
      category: checked.value.category,
      link: clean.link,
      comment: checked.value.comment ?? '',
      favorite: false,
      createdAt: new Date().toISOString(),
      picture: upload !== null,
    };
    if (upload) uploads.set(card.id, { bytes: upload.bytes, type: upload.type });
    cards.push(card);
    return HttpResponse.json(answerOf(card));
  }),
  mockRoute(lookRoutes.change, ({ user, params, body }) => {
    const card = cardsOf(user).find((one) => one.id === params.id);
    if (!card) return errorResponse(404, lookTexts.errors.notFound);
    const clean = cleaned(body.title, body.link);
    if (clean.failure) return clean.failure;
    if (body.link !== undefined && !clean.link && !card.picture) {
      return validationFailed([{ field: 'link', text: lookTexts.errors.pictureOrLink }]);
    }
    if (clean.title !== undefined) card.title = clean.title;
    if (body.category !== undefined) card.category = body.category;
    if (body.comment !== undefined) card.comment = body.comment;
    if (body.favorite !== undefined) card.favorite = body.favorite;
    if (body.link !== undefined) card.link = clean.link;
    return HttpResponse.json(answerOf(card));
  }),
  mockRoute(lookRoutes.remove, ({ user, params }) => {
    const cards = cardsOf(user);
    const index = cards.findIndex((one) => one.id === params.id);
    if (index === -1) return errorResponse(404, lookTexts.errors.notFound);
    cards.splice(index, 1);
    uploads.delete(params.id);
    return HttpResponse.json({});
  }),
  mockRoute(lookRoutes.image, ({ user, params }) => picture(user, params.id)),
  mockRoute(lookRoutes.thumbnail, ({ user, params }) => picture(user, params.id)),
];
