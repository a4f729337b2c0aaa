import { lookRoutes } from '../../src/contract/look-routes.ts';
import * as rules from '../../src/contract/look-rules.ts';
import { LOOK_PICTURE_MAX_BYTES, LOOK_PICTURE_TYPES, LookCreateFields } from '../../src/contract/looks.ts';
import { catalogueKeyText, checkBody, fileAnswer, mockCollection, mockDb, type MockMember, mockRoute } from '../kit.ts';
import { newestFirst, newMockId, passed, planData, refuse, refuseOn, refuseWith, textFields } from '../kit.ts';
import { uploadOf } from '../kit.ts';
import { drawnPicture, newMockLooks } from '../looks-seed.ts';

/*
 * The boards (server/features/looks) by look-rules.ts. An upload is served back as sent, not re-encoded (in
 * memory: it survives no reload), and a seeded card's picture is drawn (mocks/looks-seed.ts).
 */

const uploads = new Map<string, { bytes: Uint8Array | string; type: string }>();
const cards = mockCollection(
  planData('looks', () => newMockLooks(mockDb.scenario)),
  rules.lookCardAnswer,
  'looks:errors.notFound',
);
const newest = newestFirst('createdAt');
const favorite = (card: rules.StoredLookCard) => card.favorite;

function picture(user: MockMember, id: string): Response {
  const card = cards.find(user, id);
  if (!card?.picture) refuse(404, 'looks:errors.noPicture');
  const upload = uploads.get(id) ?? { bytes: drawnPicture(card), type: 'image/svg+xml' };
  return fileAnswer(upload.bytes, upload.type, undefined, { 'cache-control': 'private, max-age=31536000, immutable' });
}

export const lookHandlers = [
  mockRoute(lookRoutes.dictionary, () => rules.lookDictionaryOf(catalogueKeyText)),
  cards.list(lookRoutes.list, newest),
  cards.list(lookRoutes.favorites, (rows) => newest(rows.filter(favorite))),
  mockRoute(lookRoutes.favoritesTotal, ({ user }) => ({ total: cards.rowsOf(user).filter(favorite).length })),
  cards.add(lookRoutes.add, async ({ user, request }) => {
    const upload = await uploadOf(request, LOOK_PICTURE_MAX_BYTES);
    const checked = checkBody(LookCreateFields, textFields(upload.parts));
    if (checked.failure) throw checked.failure;
    const file = upload.file?.bytes.length ? upload.file : null;
    const card = passed(rules.newLookCard(newMockId('look'), checked.value, file !== null, new Date()));
    if (file && !(LOOK_PICTURE_TYPES as readonly string[]).includes(file.type)) refuse(415, 'auth:server.notImage');
    refuseWith(rules.tooManyCards(cards.rowsOf(user).length));
    if (file) uploads.set(card.id, { bytes: file.bytes, type: file.type });
    return card;
  }),
  cards.change(lookRoutes.change, (card, { body }) => {
    const { changes } = passed(rules.lookCardChanges(body));
    refuseOn(rules.pictureOrLinkProblem('link', card.picture, { ...card, ...changes }.link));
    Object.assign(card, changes);
  }),
  cards.remove(lookRoutes.remove, undefined, (card) => uploads.delete(card.id)),
  mockRoute(lookRoutes.image, ({ user, params }) => picture(user, params.id)),
  mockRoute(lookRoutes.thumbnail, ({ user, params }) => picture(user, params.id)),
];
