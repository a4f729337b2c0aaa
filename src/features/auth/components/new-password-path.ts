import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';

/** The query parameters of the new-password screen; the mailed link carries both. */
export const EMAIL_PARAM = 'email';
export const TOKEN_PARAM = 'token';

export function newPasswordPath(email: string): string {
  return `${ROUTE_PATHS.newPassword}?${new URLSearchParams({ [EMAIL_PARAM]: email })}`;
}

export function forgotPath(email: string | null): string {
  return email ? `${ROUTE_PATHS.forgot}?${new URLSearchParams({ [EMAIL_PARAM]: email })}` : ROUTE_PATHS.forgot;
}
