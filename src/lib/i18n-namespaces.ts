/**
 * The namespaces bundled with the entry (src/lib/i18n.ts), there before anything renders: what the
 * shell, the notices and the form rules need, also outside components (i18n.t), and the auth
 * screens' texts, since the login form comes with the entry (a second request for its 2 KiB of
 * text would hold its first paint back by a round trip on a phone), and the planning sections' names
 * (`sections`, built from locales/ru/sections/). Every other namespace is loaded when a component's
 * useTranslation names it; `npm run i18n:check` holds keys to that.
 */
export const BUNDLED_NAMESPACES = ['common', 'errors', 'layout', 'pages', 'validation', 'auth', 'sections'] as const;
export type BundledNamespace = (typeof BUNDLED_NAMESPACES)[number];
