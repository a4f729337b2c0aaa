import { mergeTexts, type Texts } from '../i18n-merge.ts';

/** The activity list's texts of each feature's writes, `named.<key>` and `unnamed.<key>`: one chunk. */
export default mergeTexts(
  ...Object.values(import.meta.glob<Texts>('../../../locales/ru/activity/*.json', { eager: true, import: 'default' })),
);
