import texts from '../../../locales/ru/sample.json';
import { mergeTexts, type Texts } from '../i18n-merge.ts';

/** The sample wedding's texts: its own file (the banner, the shared couple's names) and each section's banner line and sample names. */
export default mergeTexts(
  texts,
  ...Object.values(import.meta.glob<Texts>('../../../locales/ru/sample/*.json', { eager: true, import: 'default' })),
);
