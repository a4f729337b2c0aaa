import { HttpResponse } from 'msw';
import { lookRoutes } from '../../src/contract/look-routes.ts';
import {
  cleanLookTexts,
  lookCardAnswer,
  lookDictionaryOf,
  pictureOrLinkProblem,
  tooManyCards,
  type StoredLookCard,
} from '../../src/contract/look-rules.ts';
import { LOOK_PICTURE_MAX_BYTES, LOOK_PICTURE_TYPES, LookCreateFields } from '../../src/contract/looks.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { errorResponse, fileAnswer } from '../http.ts';
import { newMockLooks } from '../looks-seed.ts';
import { textFields, uploadOf } from '../multipart.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { catalogueKeyText, checkBody, problemAnswer, refusalAnswer } from '../validation.ts';

/*
 * The boards' calls as the server answers them (server/features/looks): the same fields, limits and
 * refusals. The mock does not re-encode: an upload is served back as sent (kept in memory, so it
 * survives no reload), and a seeded card's picture is drawn here as a soft gradient.
 */

const uploads = new Map<string, { bytes: Uint8Array | string; type: string }>();

const cards = mockCollection(
  (user) => ((mockDb.looks ??= {})[planKeyOf(user)] ??= newMockLooks(mockDb.scenario)),
  lookCardAnswer,
  'looks:errors.notFound',
);

const newestFirst = (rows: StoredLookCard[]) =>
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

const PALETTES = [
  ['#f6d5d9', '#c98b97'],
  ['#e3e8d6', '#8fa57a'],
  ['#f3e6d3', '#c9a27a'],
  ['#dfe3ef', '#8b95b8'],
];

/** A seeded card's picture: a soft gradient with a few shapes, different per card. */
function drawnPicture(card: StoredLookCard): string {
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

function picture(user: MockMember, id: string): Response {
  const card = cards.find(user, id);
  if (!card?.picture) return errorResponse(404, catalogueKeyText('looks:errors.noPicture'));
  const upload = uploads.get(id) ?? { bytes: drawnPicture(card), type: 'image/svg+xml' };
  return fileAnswer(upload.bytes, upload.type, undefined, { 'cache-control': 'private, max-age=31536000, immutable' });
}

export const lookHandlers = [
  mockRoute(lookRoutes.dictionary, () => HttpResponse.json(lookDictionaryOf(catalogueKeyText))),
  cards.list(lookRoutes.list, newestFirst),
  cards.list(lookRoutes.favorites, (rows) => newestFirst(rows.filter((card) => card.favorite))),
  mockRoute(lookRoutes.favoritesTotal, ({ user }) =>
    HttpResponse.json({ total: cards.rowsOf(user).filter((card) => card.favorite).length }),
  ),
  mockRoute(lookRoutes.add, async ({ user, request }) => {
    const upload = await uploadOf(request, 'file', {
      maxBytes: LOOK_PICTURE_MAX_BYTES,
      notMultipart: 'errors:server.noFile',
      tooLarge: 'errors:server.fileTooLarge',
    });
    if (upload instanceof Response) return upload;
    const checked = checkBody(LookCreateFields, textFields(upload.parts));
    if (checked.failure) return checked.failure;
    const texts = cleanLookTexts(checked.value.title, checked.value.link);
    if ('problem' in texts) return problemAnswer(texts.problem);
    const file = upload.file?.bytes.length ? upload.file : null;
    const problem = pictureOrLinkProblem('file', file !== null, texts.link);
    if (problem) return problemAnswer(problem);
    if (file && !(LOOK_PICTURE_TYPES as readonly string[]).includes(file.type)) {
      return errorResponse(415, catalogueKeyText('auth:server.notImage'));
    }
    const refused = tooManyCards(cards.rowsOf(user).length);
    if (refused) return refusalAnswer(refused);
    const { category, comment = '' } = checked.value;
    const card = { id: newMockId('look'), title: texts.title ?? '', category, link: texts.link, comment };
    const stored = { ...card, favorite: false, createdAt: new Date().toISOString(), picture: file !== null };
    if (file) uploads.set(card.id, { bytes: file.bytes, type: file.type });
    cards.rowsOf(user).push(stored);
    return HttpResponse.json(lookCardAnswer(stored));
  }),
  cards.change(lookRoutes.change, (card, { body }) => {
    const texts = cleanLookTexts(body.title, body.link);
    if ('problem' in texts) return texts.problem;
    const link = body.link === undefined ? card.link : texts.link;
    const problem = pictureOrLinkProblem('link', card.picture, link);
    if (problem) return problem;
    const { category = card.category, comment = card.comment, favorite = card.favorite } = body;
    Object.assign(card, { title: texts.title ?? card.title, category, comment, favorite, link });
  }),
  cards.remove(lookRoutes.remove, undefined, (card) => uploads.delete(card.id)),
  mockRoute(lookRoutes.image, ({ user, params }) => picture(user, params.id)),
  mockRoute(lookRoutes.thumbnail, ({ user, params }) => picture(user, params.id)),
];
