import {
  boardOf,
  isWebLink,
  LOOK_CARDS_MAX,
  LOOK_KINDS,
  lookPictureUrls,
  type LookCard,
  type LookCreateFields,
  type LookDictionary,
  type LookKind,
  type LookPatch,
} from './looks.ts';
import type { FieldProblem, Refusal } from './rule-problem.ts';

/*
 * The boards' rules, shared by the server (server/features/looks) and the mock so both answer
 * alike: a card's title and link, that it keeps a picture or a link, the dictionary and the answer.
 */

/** A card as both back ends keep it; `picture` says whether it has an uploaded picture. */
export interface StoredLookCard {
  id: string;
  title: string;
  category: LookKind;
  link: string | null;
  comment: string;
  favorite: boolean;
  createdAt: string;
  picture: boolean;
}

/** The title trimmed (blank is «required») and the link trimmed (null for none; only http(s)). */
export function cleanLookTexts(
  title: string | undefined,
  link: string | undefined,
): { problem: FieldProblem } | { title: string | undefined; link: string | null } {
  if (title !== undefined && title.trim() === '') return { problem: { field: 'title', key: 'validation:required' } };
  const kept = link?.trim() ?? '';
  if (kept !== '' && !isWebLink(kept)) return { problem: { field: 'link', key: 'looks:errors.link' } };
  return { title: title?.trim(), link: kept === '' ? null : kept };
}

/** A new card as a request makes it (with an uploaded picture or not), or the problem of its fields. */
export function newLookCard(
  id: string,
  fields: LookCreateFields,
  picture: boolean,
  now: Date,
): { problem: FieldProblem } | StoredLookCard {
  const texts = cleanLookTexts(fields.title, fields.link);
  if ('problem' in texts) return texts;
  const problem = pictureOrLinkProblem('file', picture, texts.link);
  if (problem) return { problem };
  const { category, comment = '' } = fields;
  const createdAt = now.toISOString();
  return { id, title: texts.title ?? '', category, link: texts.link, comment, favorite: false, createdAt, picture };
}

/** The stored fields a change sets (the texts cleaned), the others stay; or the problem of its texts. */
export function lookCardChanges(
  patch: LookPatch,
): { problem: FieldProblem } | { changes: Partial<Omit<StoredLookCard, 'id' | 'createdAt' | 'picture'>> } {
  const texts = cleanLookTexts(patch.title, patch.link);
  if ('problem' in texts) return texts;
  const { category, comment, favorite } = patch;
  const changes = {
    ...(texts.title !== undefined && { title: texts.title }),
    ...(category !== undefined && { category }),
    ...(comment !== undefined && { comment }),
    ...(favorite !== undefined && { favorite }),
    ...(patch.link !== undefined && { link: texts.link }),
  };
  return { changes };
}

/** A change's problem alone, the route's `bodyRule`: its texts are checked before the card is looked up. */
export function lookPatchProblem(patch: LookPatch): FieldProblem | null {
  const outcome = lookCardChanges(patch);
  return 'problem' in outcome ? outcome.problem : null;
}

/** A card keeps a picture or a link: without both it is refused on `field`. */
export function pictureOrLinkProblem(
  field: 'file' | 'link',
  picture: boolean,
  link: string | null,
): FieldProblem | null {
  return picture || link ? null : { field, key: 'looks:errors.pictureOrLink' };
}

/** The `looks` dictionary: fixed codes with their board, names from the catalogue (`text` of a key). */
export function lookDictionaryOf(text: (key: string) => string): LookDictionary {
  return LOOK_KINDS.map((code) => ({
    id: `looks-${code}`,
    code,
    name: text(`looks:kinds.${code}`),
    board: boardOf(code),
  }));
}

export function lookCardAnswer(card: StoredLookCard): LookCard {
  const urls = lookPictureUrls(card.id);
  const { id, title, category, link, comment, favorite, createdAt } = card;
  const pictures = card.picture ? urls : { image: null, thumbnail: null };
  return { id, title, category, board: boardOf(category), ...pictures, link, comment, favorite, createdAt };
}

/** A wedding keeps at most LOOK_CARDS_MAX cards (422 before one more). */
export function tooManyCards(count: number): Refusal | null {
  return count >= LOOK_CARDS_MAX
    ? { status: 422, key: 'looks:errors.tooMany', values: { count: LOOK_CARDS_MAX } }
    : null;
}
