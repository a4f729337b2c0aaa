import { guestRoutes } from '../../contract/guest-routes.ts';
import {
  GUEST_CATEGORY_CODES,
  GUEST_CHILDREN_CODES,
  GUEST_FROM_CODES,
  type Dictionary,
  type GuestDictionaryKind,
} from '../../contract/guests.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample couple's guests (shared with the other sections) and the list's dictionaries. */
export const sample: SectionSample = {
  namespaces: ['guests'],
  reads: ({ guests, texts }) => {
    const names = texts.of('guests:dictionaries') as Record<GuestDictionaryKind, Record<string, string>>;
    const dictionary = (kind: GuestDictionaryKind, codes: readonly string[]): Dictionary =>
      codes.map((code) => ({ id: code, code, name: names[kind][code] ?? code }));
    return [
      sampleRead(guestRoutes.list, guests),
      sampleRead(guestRoutes.fromDictionary, dictionary('from', GUEST_FROM_CODES)),
      sampleRead(guestRoutes.childrenDictionary, dictionary('children', GUEST_CHILDREN_CODES)),
      sampleRead(guestRoutes.categoryDictionary, dictionary('category', GUEST_CATEGORY_CODES)),
    ];
  },
};
