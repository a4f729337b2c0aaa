import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';

/** The query parameter the confirmation screen needs (spec section 2). */
export const USER_ID_PARAM = 'user_id';
/** The address the code went to, as the visitor typed it, so the screen can name it after a reload. */
export const EMAIL_PARAM = 'email';

/** Router state handed to the confirmation screen: when the code was mailed. */
export interface ConfirmationState {
  codeSentAt: number;
}

export function confirmationPath(userId: string, email: string): string {
  return `${ROUTE_PATHS.confirmation}?${new URLSearchParams({ [USER_ID_PARAM]: userId, [EMAIL_PARAM]: email })}`;
}
