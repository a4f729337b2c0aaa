import { CONFIRMATION_CODE_LENGTH, RESTORE_TOKEN_MINUTES, USERPIC_MAX_BYTES } from '../../../src/contract/account.ts';
import { AMOUNT_OF_GUESTS_VALUES } from '../../../src/contract/session.ts';
import {
  CODE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  TOKEN_MIN_LENGTH,
} from '../../../src/contract/validation.ts';

/*
 * JSON schemas of the account calls. They validate requests (each failed keyword becomes the spec's
 * message for that field, see plugins/error-handler.ts) and make the OpenAPI document.
 * Required strings carry `minLength: 1`, which reads as the "empty required field" message.
 */

/**
 * No control characters: nobody types them, and PostgreSQL cannot even store NUL in text.
 * Passwords may hold anything, since only their hash is stored.
 */
const PRINTABLE = '^[^\\u0000-\\u001F\\u007F]*$';

/**
 * A required string with a length range: empty is "required", short is "too short". ajv checks
 * `allOf` before the string keywords beside it, so both minimums sit inside it, in that order.
 */
function requiredString(min: number, max: number, description: string, pattern?: string) {
  return {
    type: 'string',
    maxLength: max,
    ...(pattern ? { pattern } : {}),
    allOf: [{ minLength: 1 }, { minLength: min }],
    description,
  } as const;
}

export const emailField = {
  type: 'string',
  minLength: 1,
  maxLength: 254,
  format: 'email',
  pattern: PRINTABLE,
  description: 'Compared without regard to letter case.',
} as const;
export const passwordField = (description: string) =>
  requiredString(
    PASSWORD_MIN_LENGTH,
    PASSWORD_MAX_LENGTH,
    `${description} ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`.trim(),
  );
export const userIdField = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: PRINTABLE,
  description: 'From POST /user/register.',
} as const;

const nullableString = (description?: string) => ({
  type: ['string', 'null'],
  ...(description ? { description } : {}),
});

export const sessionUserSchema = {
  type: 'object',
  description: 'The signed-in user (api.md, "Session user"). Fields not yet filled are null.',
  required: [
    'id',
    'email',
    'brideName',
    'groomName',
    'userpic',
    'registrationDate',
    'registrationLocation',
    'banquetDate',
    'banquetLocation',
    'amountOfGuests',
    'isShowAdvice',
    'isShowInitWizard',
    'subscriptions',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    email: { type: 'string', description: 'Lower-cased as stored.' },
    brideName: nullableString(),
    groomName: nullableString(),
    userpic: nullableString('URL of the picture, /api/v1/uploads/<name>.webp, readable by this user only.'),
    registrationDate: nullableString('ISO 8601 instant.'),
    registrationLocation: nullableString(),
    banquetDate: nullableString('ISO 8601 instant.'),
    banquetLocation: nullableString(),
    amountOfGuests: {
      type: ['integer', 'null'],
      enum: [...AMOUNT_OF_GUESTS_VALUES, null],
      description: '0: under 50, 1: 50–100, 2: 100–150, 3: 150–200, 4: over 200, 5: not known yet.',
    },
    isShowAdvice: { type: 'boolean' },
    isShowInitWizard: { type: 'boolean' },
    subscriptions: {
      type: ['object', 'null'],
      description: 'null for a user who never subscribed.',
      required: ['name', 'expires', 'expiresDate'],
      additionalProperties: false,
      properties: {
        name: { type: 'string' },
        expires: { type: 'integer', description: 'Whole days left; <= 0 once ended.' },
        expiresDate: { type: 'string' },
      },
    },
  },
} as const;

export const registerBody = {
  type: 'object',
  required: ['email', 'password', 'password-confirm'],
  additionalProperties: false,
  properties: {
    email: emailField,
    name: { type: 'string', maxLength: 254, description: 'The app sends the e-mail again; not used.' },
    password: passwordField('Not one of the most common passwords.'),
    'password-confirm': {
      type: 'string',
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'Equal to password.',
    },
  },
} as const;

export const activateBody = {
  type: 'object',
  required: ['userId', 'code'],
  additionalProperties: false,
  properties: {
    userId: userIdField,
    code: requiredString(CODE_MIN_LENGTH, 32, `The ${CONFIRMATION_CODE_LENGTH} digits from the e-mail.`, PRINTABLE),
  },
} as const;

export const resendCodeBody = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: { userId: userIdField },
} as const;

export const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email: emailField, password: passwordField('') },
} as const;

export const restorePasswordBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: emailField },
} as const;

export const checkPasswordBody = {
  type: 'object',
  required: ['email', 'token', 'password', 'passwordConfirm'],
  additionalProperties: false,
  properties: {
    email: emailField,
    token: requiredString(
      TOKEN_MIN_LENGTH,
      128,
      `From the restore e-mail; valid ${RESTORE_TOKEN_MINUTES} minutes, once.`,
      PRINTABLE,
    ),
    password: passwordField('The new password; not one of the most common passwords.'),
    passwordConfirm: {
      type: 'string',
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'Equal to password.',
    },
  },
} as const;

export const changePasswordBody = {
  type: 'object',
  required: ['old-password', 'new-password', 'new-password-confirm'],
  additionalProperties: false,
  properties: {
    'old-password': passwordField('The current password.'),
    'new-password': passwordField('Not one of the most common passwords.'),
    'new-password-confirm': {
      type: 'string',
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'Equal to new-password.',
    },
  },
} as const;

/** Dates a profile accepts: anything else is a typing slip. */
export const PROFILE_DATE_MIN = '1900-01-01T00:00:00.000Z';
export const PROFILE_DATE_MAX = '2100-12-31T23:59:59.999Z';

const profileText = { type: 'string', maxLength: TEXT_MAX_LENGTH, pattern: PRINTABLE } as const;
const profileDate = {
  type: 'string',
  format: 'date-time',
  formatMinimum: PROFILE_DATE_MIN,
  formatMaximum: PROFILE_DATE_MAX,
  description: 'ISO 8601 with offset, e.g. 2027-06-12T11:00:00.000Z.',
} as const;

/**
 * The multipart form of POST /user/update. Multipart carries text; the server reads '0'…'5' as
 * amountOfGuests and 'true'/'false' as the flags before checking against this schema. Empty fields
 * are the same as fields left out.
 */
export const profileFormSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    brideName: profileText,
    groomName: profileText,
    registrationDate: profileDate,
    banquetDate: profileDate,
    registrationLocation: profileText,
    banquetLocation: profileText,
    amountOfGuests: { type: 'integer', minimum: 0, maximum: 5 },
    isShowAdvice: { type: 'boolean' },
    isShowInitWizard: { type: 'boolean' },
    userpic: {
      type: 'string',
      format: 'binary',
      description: `JPEG, PNG or WebP, at most ${USERPIC_MAX_BYTES / 1024 / 1024} MB; stored re-encoded as WebP.`,
    },
  },
} as const;
