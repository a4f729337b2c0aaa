import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, PRINTABLE, RequiredText, Text } from './schema-kit.ts';
import { AMOUNT_OF_GUESTS_MEANING, AMOUNT_OF_GUESTS_VALUES } from './session.ts';
import {
  ErrorBody,
  CODE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  TOKEN_MIN_LENGTH,
} from './validation.ts';

/*
 * The account calls' request bodies (api.md, "Accounts"), each declared once: the server validates
 * and documents with these schemas, the mock handlers check with them, the app's forms take their
 * limits from them, and the request types are inferred from them. Answers are SessionUser
 * (session.ts), `{ userId }` or `{}`.
 */

/** Digits in the e-mailed confirmation code. */
export const CONFIRMATION_CODE_LENGTH = 6;
/** Minutes a confirmation code stays valid. */
export const CONFIRMATION_CODE_MINUTES = 15;
/** Tries a code allows, right or wrong; after that even the right code fails. */
export const CONFIRMATION_CODE_ATTEMPTS = 5;
/** Seconds before another code may be requested for the same account. */
export const RESEND_CODE_INTERVAL_SECONDS = 60;
/** Minutes a password restore link stays valid. */
export const RESTORE_TOKEN_MINUTES = 30;
/** Deleting the account needs a login at most this many minutes old (else 403: log in again). */
export const RECENT_LOGIN_MINUTES = 15;

/** The largest userpic upload accepted, in bytes (5 MB). */
export const USERPIC_MAX_BYTES = 5 * 1024 * 1024;
/** Image types a userpic may be uploaded as; it is stored re-encoded as WebP. */
export const USERPIC_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored userpic fits in this square (pixels). */
export const USERPIC_STORED_SIZE = 512;

export const Email = Type.String({
  minLength: 1,
  maxLength: 254,
  format: 'email',
  pattern: PRINTABLE,
  description: 'Compared without regard to letter case.',
});
export type Email = Static<typeof Email>;

const Password = (description: string) =>
  RequiredText({
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    description: `${description} ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`.trim(),
  });

/** The repeat of a password: its equality is checked by the handler, after the schema. */
const PasswordRepeat = (of: string) =>
  Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: `Equal to ${of}.` });

const UserId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: PRINTABLE,
  description: 'From POST /user/register.',
});

export const RegisterRequest = Closed({
  email: Email,
  name: Type.Optional(Type.String({ maxLength: 254, description: 'The app sends the e-mail again; not used.' })),
  password: Password('Not one of the most common passwords.'),
  'password-confirm': PasswordRepeat('password'),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const RegisterResponse = Closed({ userId: Type.String() });
export type RegisterResponse = Static<typeof RegisterResponse>;

export const ActivateRequest = Closed({
  userId: UserId,
  code: RequiredText({
    min: CODE_MIN_LENGTH,
    max: 32,
    printable: true,
    description: `The ${CONFIRMATION_CODE_LENGTH} digits from the e-mail.`,
  }),
});
export type ActivateRequest = Static<typeof ActivateRequest>;

export const ResendCodeRequest = Closed({ userId: UserId });
export type ResendCodeRequest = Static<typeof ResendCodeRequest>;

export const LoginRequest = Closed({ email: Email, password: Password('') });
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * 403 of POST /user/auth: the right password of an account that was never confirmed. Only someone
 * who knows the password gets the account's id, so the app can open the confirmation screen (a
 * code is mailed again, at most once a minute). A login refused for another reason (another site
 * asking) carries no id.
 */
export const NotConfirmedAnswer = Type.Object({ ...ErrorBody.properties, userId: Type.Optional(Type.String()) });
export type NotConfirmedAnswer = Static<typeof NotConfirmedAnswer>;

export const RestorePasswordRequest = Closed({ email: Email });
export type RestorePasswordRequest = Static<typeof RestorePasswordRequest>;

export const CheckPasswordRequest = Closed({
  email: Email,
  token: RequiredText({
    min: TOKEN_MIN_LENGTH,
    max: 128,
    printable: true,
    description: `From the restore e-mail; valid ${RESTORE_TOKEN_MINUTES} minutes, once.`,
  }),
  password: Password('The new password; not one of the most common passwords.'),
  passwordConfirm: PasswordRepeat('password'),
});
export type CheckPasswordRequest = Static<typeof CheckPasswordRequest>;

export const ChangePasswordRequest = Closed({
  'old-password': Password('The current password.'),
  'new-password': Password('Not one of the most common passwords.'),
  'new-password-confirm': PasswordRepeat('new-password'),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** Dates a profile accepts: anything else is a typing slip. */
export const PROFILE_DATE_MIN = '1900-01-01T00:00:00.000Z';
export const PROFILE_DATE_MAX = '2100-12-31T23:59:59.999Z';

const PersonName = Text({ max: PERSON_NAME_MAX_LENGTH });
const Place = Text({ max: PLACE_MAX_LENGTH });
const ProfileDate = Type.String({
  format: 'date-time',
  formatMinimum: PROFILE_DATE_MIN,
  formatMaximum: PROFILE_DATE_MAX,
  description: 'ISO 8601 with offset, e.g. 2027-06-12T11:00:00.000Z.',
});

/**
 * The profile fields `POST /user/update` takes, as multipart/form-data: dates as ISO strings with
 * offset, booleans as 'true'/'false', amountOfGuests as '0'…'5', the picture as the file `userpic`
 * (read apart from this schema). Fields left out (or empty) keep their value.
 */
export const ProfileUpdate = Closed({
  brideName: Type.Optional(PersonName),
  groomName: Type.Optional(PersonName),
  registrationDate: Type.Optional(ProfileDate),
  banquetDate: Type.Optional(ProfileDate),
  registrationLocation: Type.Optional(Place),
  banquetLocation: Type.Optional(Place),
  // A range rather than the answer's list of literals, so 6 reads as "above the maximum".
  amountOfGuests: Type.Optional(
    Type.Integer({ minimum: 0, maximum: AMOUNT_OF_GUESTS_VALUES.length - 1, description: AMOUNT_OF_GUESTS_MEANING }),
  ),
  isShowAdvice: Type.Optional(Type.Boolean()),
  isShowInitWizard: Type.Optional(Type.Boolean()),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/**
 * The wizard's answers: the wedding's, shared by its members (issue 24). The owner and the partner
 * change them; a helper only reads them (403 for a change). The rest of the profile is the person's.
 */
export const WEDDING_ANSWER_FIELDS = [
  'brideName',
  'groomName',
  'registrationDate',
  'registrationLocation',
  'banquetDate',
  'banquetLocation',
  'amountOfGuests',
] as const satisfies ReadonlyArray<keyof ProfileUpdate>;

/** The multipart form as the OpenAPI document shows it: the fields above and the file. */
export const ProfileForm = Closed({
  ...ProfileUpdate.properties,
  userpic: Type.Optional(
    Type.String({
      format: 'binary',
      description: `JPEG, PNG or WebP, at most ${USERPIC_MAX_BYTES / 1024 / 1024} MB; stored re-encoded as WebP.`,
    }),
  ),
});
export type ProfileForm = Static<typeof ProfileForm>;

const INTEGER_FIELDS = new Set(['amountOfGuests']);
const BOOLEAN_FIELDS = new Set(['isShowAdvice', 'isShowInitWizard']);

/**
 * Multipart carries text: the profile form's values with '0'…'5' read as amountOfGuests and
 * 'true'/'false' as the flags, before the check against ProfileUpdate. Empty values are left out
 * (the field keeps its value); what does not convert stays text and fails the check.
 */
export function profileFieldsFromText(texts: Record<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(texts)) {
    const value = raw.trim();
    if (value === '') continue;
    if (INTEGER_FIELDS.has(name) && /^-?\d{1,6}$/.test(value)) fields[name] = Number(value);
    else if (BOOLEAN_FIELDS.has(name) && (value === 'true' || value === 'false')) fields[name] = value === 'true';
    else fields[name] = value;
  }
  return fields;
}

/** `GET /uploads/:file`: a stored userpic of the signed-in user. */
export const UserpicParams = Type.Object({ file: Type.String() });
export type UserpicParams = Static<typeof UserpicParams>;

/** Larger pictures are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const PICTURE_MAX_PIXELS = 40_000_000;

/** What the calls that mail links say of them (the server decides the link's address, server/features/account/deps.ts). */
export const MAIL_LINKS_NOTE =
  ' With PUBLIC_URL unset, the mailed link names the address the request came to when it is local ' +
  '(localhost, a loopback or private IP address, a .local name), otherwise http://localhost:$PORT.';

/** How far ahead a wedding may be planned: a later date is a typing slip (2031 for 2027). */
export const WEDDING_MAX_YEARS_AHEAD = 3;

export interface ProfileDates {
  registrationDate: string | null;
  banquetDate: string | null;
}

export interface ProfileDateProblem {
  field: keyof ProfileDates;
  key: 'datePast' | 'dateTooFar' | 'banquetBeforeRegistration';
  /** For dateTooFar: the latest date accepted, YYYY-MM-DD. */
  latest?: string;
}

/**
 * The profile's dates checked against the calendar and against each other, by the server, the
 * mocks and the forms alike. A date being changed may not be in the past (before `earliest`: the
 * start of the person's day in the app; the server, not knowing the time zone, allows a day more)
 * nor more than WEDDING_MAX_YEARS_AHEAD years ahead; a date kept as saved is not judged again, so a
 * couple after their wedding still saves the form. The banquet may not start before the
 * registration, whichever of the two changes.
 */
export function profileDateProblems(
  changes: Partial<ProfileDates>,
  saved: ProfileDates,
  earliest: Date,
  now: Date,
): ProfileDateProblem[] {
  const problems: ProfileDateProblem[] = [];
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + WEDDING_MAX_YEARS_AHEAD);
  const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null);
  for (const field of ['registrationDate', 'banquetDate'] as const) {
    const value = time(changes[field]);
    if (value === null || value === time(saved[field])) continue;
    if (value < earliest.getTime()) problems.push({ field, key: 'datePast' });
    else if (value > latest.getTime()) {
      problems.push({ field, key: 'dateTooFar', latest: latest.toISOString().slice(0, 10) });
    }
  }
  const registration = time(changes.registrationDate === undefined ? saved.registrationDate : changes.registrationDate);
  const banquet = time(changes.banquetDate === undefined ? saved.banquetDate : changes.banquetDate);
  const changed = changes.registrationDate !== undefined || changes.banquetDate !== undefined;
  if (changed && registration !== null && banquet !== null && banquet < registration) {
    if (!problems.some((problem) => problem.field === 'banquetDate')) {
      problems.push({ field: 'banquetDate', key: 'banquetBeforeRegistration' });
    }
  }
  return problems;
}

/** The earliest date the server accepts for a changed profile date: a day before `now`, for any time zone. */
export function serverEarliestDate(now: Date): Date {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000);
}
