import { ROUTE_PATHS } from './route-paths.ts';

/*
 * The invitation a signed-out visitor opened (/join?token=…), kept in this tab while they log in or
 * register and confirm, so that the router brings them back to it once signed in (RouteRoot), where
 * the join page joins. sessionStorage: it dies with the tab and never reaches another one.
 */
const KEY = 'wedding.joinToken';

export function rememberJoinToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the visitor opens the mailed link again after signing in.
  }
}

export function rememberedJoinToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetJoinToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The join page of the remembered invitation, or null. */
export function pendingJoinPath(): string | null {
  const token = rememberedJoinToken();
  return token ? `${ROUTE_PATHS.join}?token=${encodeURIComponent(token)}` : null;
}
