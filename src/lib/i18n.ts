import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/ru/common.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';

/** Every namespace of the Russian catalogue the app bundles; typed keys come from these objects. */
export const resources = { ru: { common, errors, validation } } as const;

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

export default i18next;
