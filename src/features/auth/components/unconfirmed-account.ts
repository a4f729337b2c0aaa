import type { NotConfirmedAnswer } from '../../../contract/account.ts';
import { ApiError, isRecord } from '../../../lib/api/api-error.ts';

/**
 * The account id a login's 403 carries when the password was right but the account was never
 * confirmed (NotConfirmedAnswer). Read by hand rather than with TypeBox's checker, which would
 * ride into the login screen's download for one string field.
 */
export function unconfirmedAccountId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403 || !isRecord(error.body)) return null;
  const { userId } = error.body as Partial<NotConfirmedAnswer>;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}
