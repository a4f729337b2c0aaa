import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_CODE_LENGTH } from '../../../src/contract/account.ts';

/** A confirmation code: six digits from the operating system's secure random source. */
export function newConfirmationCode(): string {
  return String(randomInt(0, 10 ** CONFIRMATION_CODE_LENGTH)).padStart(CONFIRMATION_CODE_LENGTH, '0');
}

/** What the database keeps of a code: bound to its user, so equal codes of two users differ. */
export function hashConfirmationCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A restore token: 192 random bits, short enough to copy from an e-mail by hand. */
export function newRestoreToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashRestoreToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new user's id: opaque, random, not guessable. */
export function newUserId(): string {
  return `u_${randomBytes(16).toString('base64url')}`;
}

export function newWeddingId(): string {
  return `w_${randomBytes(16).toString('base64url')}`;
}
