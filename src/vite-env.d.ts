/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the wedding blog the navigation links to (opens in a new tab). */
  readonly VITE_BLOG_URL?: string;
  /** Where closing an auth modal sends the browser. */
  readonly VITE_START_URL?: string;
  /** The personal-data operator's name in the privacy policy (e.g. a company with its OGRN). */
  readonly VITE_PRIVACY_OPERATOR?: string;
  /** The operator's postal address in the privacy policy. */
  readonly VITE_PRIVACY_ADDRESS?: string;
  /** The operator's e-mail for personal-data requests in the privacy policy. */
  readonly VITE_PRIVACY_EMAIL?: string;
}
