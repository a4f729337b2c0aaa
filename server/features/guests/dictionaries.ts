import { guestDictionaryOf } from '../../../src/contract/guest-rules.ts';
import type { Dictionary, GuestDictionaryKind } from '../../../src/contract/guests.ts';
import { t } from '../../lib/i18n.ts';

/* The guest dictionaries (guest-rules.ts): fixed codes, not stored per couple. */
export function guestDictionary(kind: GuestDictionaryKind): Dictionary {
  return guestDictionaryOf(kind, t);
}
