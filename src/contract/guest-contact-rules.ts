import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { GuestCreate } from './guests.ts';
import type { FieldProblem } from './rule-problem.ts';
import { EMAIL_PATTERN } from './validation.ts';

/*
 * A guest's e-mail and phone, shared by the server (the guest calls and the import) and the mocks.
 * The phone is checked with libphonenumber-js's smallest metadata ("min": lengths and prefixes per
 * country, ~30 kB gzipped), which is why this rule is a file of its own: the app's guest form does
 * not import it and leaves the check to the answer's 422.
 */

/** A number typed without a country code (8 916 …, 916 …) is a Russian one. */
const HOME_COUNTRY = 'RU';

/** What the list keeps of a typed contact: trimmed, and nothing for an empty one. */
export function contactValue(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function isGuestEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export function isGuestPhone(text: string): boolean {
  return isValidPhoneNumber(text.trim(), HOME_COUNTRY);
}

/** A phone that is not a phone number, in a guest's create or change; the e-mail's format is the schema's. */
export function guestPhoneProblem(body: Pick<GuestCreate, 'phone'>): FieldProblem | null {
  const phone = contactValue(body.phone);
  return phone !== null && !isGuestPhone(phone) ? { field: 'phone', key: 'guests:errors.phone' } : null;
}
