import texts from '../../../locales/ru/activity.json';
import { mergeTexts, type Texts } from '../i18n-merge.ts';

/** The activity list's texts: its own file and each feature's writes' `named.<key>` and `unnamed.<key>`. */
export default mergeTexts(
  texts,
  ...Object.values(import.meta.glob<Texts>('../../../locales/ru/activity/*.json', { eager: true, import: 'default' })),
);
