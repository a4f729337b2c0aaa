import {
  GUEST_DICTIONARY_CODES,
  type Dictionary,
  type GuestCategoryCode,
  type GuestChildrenCode,
  type GuestDictionaryKind,
  type GuestFromCode,
} from '../../../src/contract/guests.ts';
import { t } from '../../lib/i18n.ts';

/*
 * The guest dictionaries: fixed codes (src/contract/guests.ts) with Russian names from
 * locales/ru/guests.json. Nobody edits them, so they are not stored per couple.
 */

export function guestDictionary(kind: GuestDictionaryKind): Dictionary {
  return GUEST_DICTIONARY_CODES[kind].map((code) => ({
    id: `${kind}-${code}`,
    code,
    name: t(`guests:dictionaries.${kind}.${code}`),
  }));
}

export const fromName = (code: GuestFromCode) => t(`guests:dictionaries.from.${code}`);
export const childrenName = (code: GuestChildrenCode) => t(`guests:dictionaries.children.${code}`);
export const categoryName = (code: GuestCategoryCode) => t(`guests:dictionaries.category.${code}`);
