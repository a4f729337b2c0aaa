import type { SessionUser } from '../contract/session.ts';

export type SessionJsonResult =
  | { ok: true; user: SessionUser }
  | { ok: false; problem: 'notJson' }
  | { ok: false; problem: 'notSession'; detail: string };

type FieldCheck = (value: unknown) => boolean;

const text: FieldCheck = (value) => typeof value === 'string';
const textOrNull: FieldCheck = (value) => value === null || typeof value === 'string';
const flag: FieldCheck = (value) => typeof value === 'boolean';
const guestsOrNull: FieldCheck = (value) => value === null || (Number.isInteger(value) && (value as number) >= 0);
const subscriptionOrNull: FieldCheck = (value) =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Record<string, unknown>).name === 'string' &&
    typeof (value as Record<string, unknown>).expires === 'number' &&
    typeof (value as Record<string, unknown>).expiresDate === 'string');

const weddingOrNull: FieldCheck = (value) =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Record<string, unknown>).id === 'string' &&
    ['owner', 'partner', 'helper'].includes((value as Record<string, unknown>).role as string));

/** Every field of api.md's session user and what it may hold. */
const FIELDS: Record<keyof SessionUser, FieldCheck> = {
  id: text,
  email: text,
  brideName: textOrNull,
  groomName: textOrNull,
  userpic: textOrNull,
  registrationDate: textOrNull,
  registrationLocation: textOrNull,
  banquetDate: textOrNull,
  banquetLocation: textOrNull,
  amountOfGuests: guestsOrNull,
  isShowAdvice: flag,
  isShowInitWizard: flag,
  subscriptions: subscriptionOrNull,
  wedding: weddingOrNull,
};

/**
 * Reads what support pasted: the JSON `GET /whoami` answered for a user. It must be that whole
 * answer, so the screens are exactly that user's; the detail names the fields that are not.
 */
export function parseSessionJson(input: string): SessionJsonResult {
  let data: unknown;
  try {
    data = JSON.parse(input);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, problem: 'notSession', detail: 'not an object' };
  }
  const record = data as Record<string, unknown>;
  const missing = Object.keys(FIELDS).filter((field) => !(field in record));
  if (missing.length > 0) return { ok: false, problem: 'notSession', detail: `missing ${missing.join(', ')}` };
  const wrong = Object.entries(FIELDS).filter(([field, check]) => !check(record[field]));
  if (wrong.length > 0) {
    return { ok: false, problem: 'notSession', detail: `wrong ${wrong.map(([field]) => field).join(', ')}` };
  }
  return { ok: true, user: data as SessionUser };
}

/** `?session=` carries the JSON itself (URL-encoded) or base64 of it. */
export function decodeSessionParam(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) return trimmed;
  try {
    const binary = atob(trimmed.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return trimmed;
  }
}
