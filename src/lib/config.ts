/*
 * Build-time configuration of the app (Vite `VITE_*` variables). Defaults keep everything on the
 * product's own origin, so a single-machine install works without any of them set.
 */
export const appConfig = {
  /** The blog is a separate site; by default it is expected next to the app on the same host. */
  blogUrl: import.meta.env.VITE_BLOG_URL || '/blog/',
  /** The public start page; the server sends `/` on to the app, which is fine for a bare install. */
  startUrl: import.meta.env.VITE_START_URL || '/',
  /**
   * The personal-data operator as the privacy policy names them. Unset parts are left out of the
   * page rather than invented; the server warns at start when the build lacks them.
   */
  privacyOperator: import.meta.env.VITE_PRIVACY_OPERATOR?.trim() ?? '',
  privacyAddress: import.meta.env.VITE_PRIVACY_ADDRESS?.trim() ?? '',
  privacyEmail: import.meta.env.VITE_PRIVACY_EMAIL?.trim() ?? '',
} as const;

/** Leaves the app for the start URL, as closing an auth modal does (spec section 2). */
export function goToStartUrl(): void {
  window.location.assign(appConfig.startUrl);
}
