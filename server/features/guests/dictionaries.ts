import { GUEST_DICTIONARY_CODES, type Dictionary, type GuestDictionaryKind } from '../../../src/contract/guests.ts';
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
