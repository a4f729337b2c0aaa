import * as Type from 'typebox';
import type { Static } from 'typebox';

/*
 * Validation limits and message keys, declared once for the app's form rules and the server's
 * schemas alike. Message keys point into locales/ru/validation.json.
 */
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 256;
export const CODE_MIN_LENGTH = 4;
export const TOKEN_MIN_LENGTH = 4;
/** Free-text fields (names, places, comments) are capped so one request cannot fill the disk. */
export const TEXT_MAX_LENGTH = 1000;
/** A bride's or groom's name: what fits the header and the couple's card. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** A place of the registration or the banquet (a name with its address). */
export const PLACE_MAX_LENGTH = 300;

export type ValidationMessageKey =
  | 'required'
  | 'numberMin'
  | 'numberMax'
  | 'stringMin'
  | 'stringMinCount'
  | 'stringMax'
  | 'stringMaxCount'
  | 'email'
  | 'date'
  | 'dateMax'
  | 'dateMin'
  | 'datePast'
  | 'dateTooFar'
  | 'banquetBeforeRegistration'
  | 'samePassword'
  | 'other'
  | 'commonPassword'
  | 'blankPassword'
  | 'weakPassword'
  | 'weakPasswordEmail'
  | 'weakPasswordRepeat'
  | 'weakPasswordSequence'
  | 'weakPasswordKeyboard'
  | 'weakPasswordDate'
  | 'weakPasswordWord'
  | 'weakPasswordWedding';

/** One bad field in a 422 answer, as `ui.messages[]` carries it. */
export const FieldMessage = Type.Object({ text: Type.String(), field: Type.Optional(Type.String()) });
export type FieldMessage = Static<typeof FieldMessage>;

/** The error body every non-2xx answer of /api/v1 has (api.md, "Errors"). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  ui: Type.Optional(Type.Object({ messages: Type.Array(FieldMessage) })),
});
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * An e-mail address as a plain addr-spec: a dot-atom local part, one @, and a dotted domain of
 * letter-or-digit labels (hyphens inside). Comments, quoting, display names and lists (`a(1)@b.ru`,
 * `x,a@b.ru`, `a@b.ru;x`, `A <a@b.ru>`) are refused: mailers rewrite those into other recipients.
 * Letters of any script are allowed on both sides, so Cyrillic (IDN) domains and any top-level
 * domain pass, as the spec leaves them unrestricted. The server's schemas, the app's forms and the
 * mocks all use this one rule.
 */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');

/** What calls that have nothing to tell answer: `{}` (log-out, deletion, a provider's notification). */
export const EmptyAnswer = Type.Object({}, { additionalProperties: false });
export type EmptyAnswer = Static<typeof EmptyAnswer>;
