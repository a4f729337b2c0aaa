import { contactValue, guestPhoneProblem } from './guest-contact-rules.ts';
import type { GuestColumnKey } from './guest-file.ts';
import {
  GUEST_DICTIONARY_CODES,
  type Dictionary,
  type Guest,
  type GuestCreate,
  type GuestDictionaryKind,
  type GuestUpdate,
  type ImportedGuest,
} from './guests.ts';
import { blankProblem, firstProblem, type FieldProblem } from './rule-problem.ts';

/*
 * The guest list's rules, shared by the server (server/features/guests) and the mock so both
 * answer alike: a new guest's defaults, how a change applies, and the fixed dictionaries.
 */

/** What a guest's request may not hold beyond its schema: a name of spaces, a phone that is no phone. */
export function guestProblem(body: Pick<GuestUpdate, 'name' | 'phone'>): FieldProblem | null {
  return firstProblem(blankProblem('name', body.name), guestPhoneProblem(body));
}

/** A listed guest's changes from an imported row: a file without the e-mail or phone column (one made before them) leaves theirs. */
export function importedGuestChanges(guest: ImportedGuest, columns: readonly GuestColumnKey[]): GuestUpdate {
  const { email, phone, ...rest } = guest;
  return {
    ...rest,
    ...(columns.includes('email') ? { email } : {}),
    ...(columns.includes('phone') ? { phone } : {}),
  };
}

/** A new guest as a request makes it: names trimmed, a +1's name only with the +1. */
export function newGuest(id: string, body: GuestCreate): Guest {
  const withHalf = body.withHalf ?? false;
  return {
    id,
    name: body.name.trim(),
    withHalf,
    halfName: withHalf ? body.halfName?.trim() || null : null,
    from: body.from,
    children: body.children ?? 'none',
    comment: body.comment ?? '',
    category: body.category ?? [],
    checked: body.checked ?? false,
    email: contactValue(body.email),
    phone: contactValue(body.phone),
  };
}

/** A guest after a change of any of its fields: a +1's name is dropped along with the +1. */
export function changedGuest(old: Guest, patch: GuestUpdate): Guest {
  const withHalf = patch.withHalf ?? old.withHalf;
  const halfName = patch.halfName !== undefined ? patch.halfName?.trim() || null : old.halfName;
  return {
    ...old,
    ...patch,
    name: patch.name?.trim() ?? old.name,
    withHalf,
    halfName: withHalf ? halfName : null,
    email: patch.email !== undefined ? contactValue(patch.email) : old.email,
    phone: patch.phone !== undefined ? contactValue(patch.phone) : old.phone,
  };
}

/** A guest dictionary: fixed codes with names from the catalogue (`text` of a key). */
export function guestDictionaryOf(kind: GuestDictionaryKind, text: (key: string) => string): Dictionary {
  return GUEST_DICTIONARY_CODES[kind].map((code) => ({
    id: `${kind}-${code}`,
    code,
    name: text(`guests:dictionaries.${kind}.${code}`),
  }));
}
