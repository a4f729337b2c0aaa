// The node programs read this file too (the browser journeys list the sections), without vite/client.
/// <reference types="vite/client" />
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../../locales/ru/auth.json';
import common from '../../locales/ru/common.json';
import errors from '../../locales/ru/errors.json';
import layout from '../../locales/ru/layout.json';
import pages from '../../locales/ru/pages.json';
import validation from '../../locales/ru/validation.json';
import type privacy from '../../locales/ru/privacy.json';
import type settings from '../../locales/ru/settings.json';
import type subscriptions from '../../locales/ru/subscriptions.json';
import type support from '../../locales/ru/support.json';
import type wizard from '../../locales/ru/wizard.json';
import type dashboard from '../../locales/ru/dashboard.json';
import type wedding from '../../locales/ru/wedding.json';
import type activity from '../../locales/ru/activity.json';
import type sample from '../../locales/ru/sample.json';
import type { BundledNamespace } from './i18n-namespaces.ts';
import type { ActivityAction } from '../contract/wedding-activity.ts';
import type { MenuSectionKey, PlanningSectionKey } from './routing/planning-section.ts';

/** A section's own texts the shell shows before its page loads (locales/ru/sections/<key>.json). */
interface SectionTexts {
  /** Its name in the menu, the tab and its heading. */
  title: string;
  /** What a subscription opens there, on its locked menu entry. */
  locked: string;
}

/*
 * Each planning section's menu label and title, one file per section named by its key, bundled as
 * the one namespace `sections`: the menu and the tab name every section before any page loads.
 */
const sectionFiles = import.meta.glob<SectionTexts>('../../locales/ru/sections/*.json', {
  eager: true,
  import: 'default',
});
const sections = Object.fromEntries(
  Object.entries(sectionFiles).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
) as Record<string, SectionTexts>;

/**
 * The namespaces bundled with the entry (i18n-namespaces.ts): what the shell, the notices and the
 * form rules need at once, also outside components.
 */
export const resources = { ru: { common, errors, layout, pages, validation, auth, sections } } as const satisfies {
  ru: Record<BundledNamespace, unknown>;
};

/**
 * Every other namespace is its own chunk, fetched the first time a component's
 * `useTranslation('<namespace>')` asks for it (the component suspends meanwhile, under the route's
 * Suspense). So a namespace is there whenever its component renders, with nothing to register:
 * a new feature adds locales/ru/<feature>.json and its line in `AllNamespaces` below (a planning
 * section adds it from its section.tsx, by declaration merging). The server's
 * own texts (mails, the checkout page, advice, the blog) stay out of the app, and so does the
 * support panel's, which the mock builds register themselves (src/mock-mode).
 */
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/ru/*.json',
  '!../../locales/ru/{common,errors,layout,pages,validation,auth,mail,checkout,advices,blog,support,rsvp,digest}.json',
]);

/*
 * A namespace the features add to has a folder beside its file, one part per feature
 * (locales/ru/activity/<feature>.json, and sample/, subscriptions/): src/lib/i18n-parts/<namespace>.ts
 * merges the file and its folder's parts, one chunk loaded in the file's stead.
 */
const namespacesWithParts = import.meta.glob<{ default: Record<string, unknown> }>('./i18n-parts/*.ts');

/** The namespaces loaded on demand (tests load them all up front). */
export const LAZY_NAMESPACES = Object.keys(lazyNamespaces).map((file) => file.replace(/^.*\/|\.json$/g, ''));

export const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(_language: string, namespace: string, callback: ReadCallback) {
    const load =
      namespacesWithParts[`./i18n-parts/${namespace}.ts`] ?? lazyNamespaces[`../../locales/ru/${namespace}.json`];
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

type BundledNamespaces = (typeof resources)['ru'];

/**
 * The activity list's texts of every write's key, each feature's in its locales/ru/activity/<feature>.json
 * (tests/unit/section-pieces.test.ts fails on a key without them).
 */
interface ActivityTexts {
  named: Record<ActivityAction, string>;
  unnamed: Record<ActivityAction, string>;
}

/** Each section's sample banner line, in its locales/ru/sample/<feature>.json (the same test). */
interface SampleTexts {
  banner: Record<PlanningSectionKey, string>;
}

/** What a subscription opens in each menu section, in its locales/ru/subscriptions/<feature>.json (the same test). */
interface SubscriptionTexts {
  advantages: Record<MenuSectionKey, string>;
}

/**
 * Every namespace's keys, bundled or lazy, for the typed `t` (see i18next.d.ts). A planning
 * section adds its namespace from its own section.tsx (`declare module '…/i18n.ts' { interface
 * AllNamespaces { budget: typeof budget } }`), so no line here.
 */
export interface AllNamespaces extends BundledNamespaces {
  privacy: typeof privacy;
  wizard: typeof wizard;
  settings: typeof settings;
  subscriptions: typeof subscriptions & SubscriptionTexts;
  support: typeof support;
  dashboard: typeof dashboard;
  wedding: typeof wedding;
  activity: typeof activity & ActivityTexts;
  sample: typeof sample & SampleTexts;
}

/** A namespace of the catalogue that is fetched on demand. */
export type LazyNamespace = Exclude<keyof AllNamespaces, BundledNamespace>;

/**
 * A page's loader that also fetches the catalogue namespaces its first render reads, side by side
 * with its code: otherwise the page would ask for its texts only once its code had run, one more
 * round trip before its data is even requested. A namespace left out still loads when asked for.
 */
export function withTexts<M>(load: () => Promise<M>, namespaces: LazyNamespace[]): () => Promise<M> {
  return () => Promise.all([load(), i18next.loadNamespaces(namespaces)]).then(([module]) => module);
}

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
