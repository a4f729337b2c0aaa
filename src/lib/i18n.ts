import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/ru/common.json';
import errors from '../../locales/ru/errors.json';
import layout from '../../locales/ru/layout.json';
import pages from '../../locales/ru/pages.json';
import validation from '../../locales/ru/validation.json';
import type auth from '../../locales/ru/auth.json';
import type guests from '../../locales/ru/guests.json';
import type privacy from '../../locales/ru/privacy.json';
import type settings from '../../locales/ru/settings.json';
import type subscriptions from '../../locales/ru/subscriptions.json';
import type support from '../../locales/ru/support.json';
import type wizard from '../../locales/ru/wizard.json';

/**
 * The namespaces bundled with the entry: what the shell and the login screen need at once. Large
 * texts used by lazily loaded pages (the privacy policy, the account screens) are registered by that page with
 * `addNamespace`, so they stay out of the entry while their keys are typed all the same.
 */
export const resources = { ru: { common, errors, layout, pages, validation } } as const;

/**
 * Every namespace's keys, bundled or registered later, for the typed `t` (see i18next.d.ts); `support`
 * is the mock build's panel, registered by src/mock-mode only.
 */
export type AllNamespaces = (typeof resources)['ru'] & {
  privacy: typeof privacy;
  auth: typeof auth;
  wizard: typeof wizard;
  settings: typeof settings;
  subscriptions: typeof subscriptions;
  support: typeof support;
  guests: typeof guests;
};

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(resources.ru),
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Registers a namespace that a lazily loaded page brings with it. */
export function addNamespace<N extends Exclude<keyof AllNamespaces, keyof (typeof resources)['ru']>>(
  namespace: N,
  texts: AllNamespaces[N],
): void {
  if (!i18next.hasResourceBundle('ru', namespace)) i18next.addResourceBundle('ru', namespace, texts);
}

export default i18next;
