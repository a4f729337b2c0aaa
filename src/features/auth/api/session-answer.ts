import type { SessionUser } from '../../../contract/session.ts';
import { isRecord } from '../../../lib/api/api-error.ts';

/**
 * The session user in an answer of a call that signs in, or null when the answer holds none (spec
 * section 4: "with a returned result sets the session; otherwise login").
 */
export function sessionFrom(answer: unknown): SessionUser | null {
  return isRecord(answer) && typeof answer.id === 'string' ? (answer as unknown as SessionUser) : null;
}
