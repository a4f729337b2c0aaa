import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';

/** The query parameter the confirmation screen needs (spec section 2). */
export const USER_ID_PARAM = 'user_id';

/** Router state registration hands to the confirmation screen: when the code was mailed. */
export interface ConfirmationState {
  codeSentAt: number;
}

export function confirmationPath(userId: string): string {
  return `${ROUTE_PATHS.confirmation}?${new URLSearchParams({ [USER_ID_PARAM]: userId })}`;
}
