/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the wedding blog the navigation links to (opens in a new tab). */
  readonly VITE_BLOG_URL?: string;
  /** Where closing an auth modal sends the browser. */
  readonly VITE_START_URL?: string;
  /** The personal-data operator's contact address shown in the privacy policy. */
  readonly VITE_PRIVACY_EMAIL?: string;
}
