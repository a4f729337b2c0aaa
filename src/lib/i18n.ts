import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../../locales/ru/auth.json';
import common from '../../locales/ru/common.json';
import errors from '../../locales/ru/errors.json';
import layout from '../../locales/ru/layout.json';
import pages from '../../locales/ru/pages.json';
import validation from '../../locales/ru/validation.json';
import type budget from '../../locales/ru/budget.json';
import type guests from '../../locales/ru/guests.json';
import type privacy from '../../locales/ru/privacy.json';
import type settings from '../../locales/ru/settings.json';
import type subscriptions from '../../locales/ru/subscriptions.json';
import type support from '../../locales/ru/support.json';
import type todos from '../../locales/ru/todos.json';
import type wizard from '../../locales/ru/wizard.json';
import type dashboard from '../../locales/ru/dashboard.json';
import type wedding from '../../locales/ru/wedding.json';
import type activity from '../../locales/ru/activity.json';
import type sample from '../../locales/ru/sample.json';
import type seating from '../../locales/ru/seating.json';
import type invitations from '../../locales/ru/invitations.json';
import type notes from '../../locales/ru/notes.json';
import type stores from '../../locales/ru/stores.json';
import type day from '../../locales/ru/day.json';
import type looks from '../../locales/ru/looks.json';
import type contractors from '../../locales/ru/contractors.json';
import type { BundledNamespace } from './i18n-namespaces.ts';

/**
 * The namespaces bundled with the entry (i18n-namespaces.ts): what the shell, the notices and the
 * form rules need at once, also outside components.
 */
export const resources = { ru: { common, errors, layout, pages, validation, auth } } as const satisfies {
  ru: Record<BundledNamespace, unknown>;
};

/**
 * Every other namespace is its own chunk, fetched the first time a component's
 * `useTranslation('<namespace>')` asks for it (the component suspends meanwhile, under the route's
 * Suspense). So a namespace is there whenever its component renders, with nothing to register:
 * a new feature adds locales/ru/<feature>.json and its line in `AllNamespaces` below. The server's
 * own texts (mails, the checkout page, advice, the blog) stay out of the app, and so does the
 * support panel's, which the mock builds register themselves (src/mock-mode).
 */
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/ru/*.json',
  '!../../locales/ru/{common,errors,layout,pages,validation,auth,mail,checkout,advices,blog,support,rsvp}.json',
]);

/** The namespaces loaded on demand (tests load them all up front). */
export const LAZY_NAMESPACES = Object.keys(lazyNamespaces).map((file) => file.replace(/^.*\/|\.json$/g, ''));

export const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(_language: string, namespace: string, callback: ReadCallback) {
    const load = lazyNamespaces[`../../locales/ru/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locales/ru/${namespace}.json`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Every namespace's keys, bundled or lazy, for the typed `t` (see i18next.d.ts). */
export type AllNamespaces = (typeof resources)['ru'] & {
  privacy: typeof privacy;
  wizard: typeof wizard;
  settings: typeof settings;
  subscriptions: typeof subscriptions;
  support: typeof support;
  todos: typeof todos;
  budget: typeof budget;
  dashboard: typeof dashboard;
  guests: typeof guests;
  wedding: typeof wedding;
  activity: typeof activity;
  sample: typeof sample;
  seating: typeof seating;
  invitations: typeof invitations;
  notes: typeof notes;
  stores: typeof stores;
  day: typeof day;
  looks: typeof looks;
  contractors: typeof contractors;
};

void i18next
  .use(lazyJsonBackend)
  .use(initReactI18next)
  .init({
    lng: 'ru',
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources.ru),
    resources,
    // The bundled namespaces come from `resources`, the rest from the backend.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18next;
