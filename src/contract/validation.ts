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

export type ValidationMessageKey =
  | 'required'
  | 'numberMin'
  | 'numberMax'
  | 'stringMin'
  | 'stringMax'
  | 'email'
  | 'date'
  | 'dateMax'
  | 'dateMin'
  | 'other';

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
 * An e-mail address: something before one @ and a dotted domain after it. Any top-level domain is
 * accepted, Cyrillic (IDN) ones included, as the spec leaves it unrestricted.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/** What calls that have nothing to tell answer: `{}` (log-out, deletion, a provider's notification). */
export const EmptyAnswer = Type.Object({}, { additionalProperties: false });
export type EmptyAnswer = Static<typeof EmptyAnswer>;
