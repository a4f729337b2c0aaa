import { lookRoutes } from '../../src/contract/look-routes.ts';
import {
  lookCardAnswer,
  lookCardChanges,
  lookDictionaryOf,
  newLookCard,
  pictureOrLinkProblem,
  tooManyCards,
  type StoredLookCard,
} from '../../src/contract/look-rules.ts';
import { LOOK_PICTURE_MAX_BYTES, LOOK_PICTURE_TYPES, LookCreateFields } from '../../src/contract/looks.ts';
import { mockCollection, newestFirst, newMockId, planData } from '../collection.ts';
import { fileAnswer } from '../http.ts';
import { newMockLooks } from '../looks-seed.ts';
import { textFields, uploadOf } from '../multipart.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { passed, refuse, refuseOn, refuseWith } from '../refusals.ts';
import { mockDb } from '../store.ts';
import { catalogueKeyText, checkBody } from '../validation.ts';

/*
 * The boards' calls as the server answers them (server/features/looks): the same fields, limits and
 * refusals (look-rules.ts). The mock does not re-encode: an upload is served back as sent (kept in
 * memory, so it survives no reload), and a seeded card's picture is drawn here as a soft gradient.
 */

const uploads = new Map<string, { bytes: Uint8Array | string; type: string }>();
const cards = mockCollection(
  planData('looks', () => newMockLooks(mockDb.scenario)),
  lookCardAnswer,
  { notFoundKey: 'looks:errors.notFound' },
);
const newest = newestFirst('createdAt');

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
  if (!card?.picture) refuse(404, 'looks:errors.noPicture');
  const upload = uploads.get(id) ?? { bytes: drawnPicture(card), type: 'image/svg+xml' };
  return fileAnswer(upload.bytes, upload.type, undefined, { 'cache-control': 'private, max-age=31536000, immutable' });
}

export const lookHandlers = [
  mockRoute(lookRoutes.dictionary, () => lookDictionaryOf(catalogueKeyText)),
  cards.list(lookRoutes.list, newest),
  cards.list(lookRoutes.favorites, (rows) => newest(rows.filter((card) => card.favorite))),
  mockRoute(lookRoutes.favoritesTotal, ({ user }) => ({
    total: cards.rowsOf(user).filter((card) => card.favorite).length,
  })),
  cards.add(lookRoutes.add, async ({ user, request }) => {
    const upload = await uploadOf(request, 'file', {
      maxBytes: LOOK_PICTURE_MAX_BYTES,
      notMultipart: 'errors:server.noFile',
      tooLarge: 'errors:server.fileTooLarge',
    });
    const checked = checkBody(LookCreateFields, textFields(upload.parts));
    if (checked.failure) throw checked.failure;
    const file = upload.file?.bytes.length ? upload.file : null;
    const card = passed(newLookCard(newMockId('look'), checked.value, file !== null, new Date()));
    if (file && !(LOOK_PICTURE_TYPES as readonly string[]).includes(file.type)) refuse(415, 'auth:server.notImage');
    refuseWith(tooManyCards(cards.rowsOf(user).length));
    if (file) uploads.set(card.id, { bytes: file.bytes, type: file.type });
    return card;
  }),
  cards.change(
    lookRoutes.change,
    (card, { body }) => {
      const { changes } = passed(lookCardChanges(body));
      refuseOn(pictureOrLinkProblem('link', card.picture, { ...card, ...changes }.link));
      Object.assign(card, changes);
    },
    ({ body }) => void passed(lookCardChanges(body)),
  ),
  cards.remove(lookRoutes.remove, undefined, (card) => uploads.delete(card.id)),
  mockRoute(lookRoutes.image, ({ user, params }) => picture(user, params.id)),
  mockRoute(lookRoutes.thumbnail, ({ user, params }) => picture(user, params.id)),
];
