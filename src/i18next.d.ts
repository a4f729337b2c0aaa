import 'i18next';
import type { AllNamespaces } from './lib/i18n.ts';

// Typed keys: a key missing from locales/ru fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AllNamespaces;
  }
}
