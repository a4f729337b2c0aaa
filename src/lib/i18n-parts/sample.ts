import { mergeTexts, type Texts } from '../i18n-merge.ts';

/** Each section's sample banner line and the names of its sample data: one chunk. */
export default mergeTexts(
  ...Object.values(import.meta.glob<Texts>('../../../locales/ru/sample/*.json', { eager: true, import: 'default' })),
);
