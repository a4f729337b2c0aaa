import texts from '../../../locales/ru/subscriptions.json';
import { mergeTexts, type Texts } from '../i18n-merge.ts';

/** The subscription's texts: its own file and what it opens in each menu section, `advantages.<section key>`. */
export default mergeTexts(
  texts,
  ...Object.values(
    import.meta.glob<Texts>('../../../locales/ru/subscriptions/*.json', { eager: true, import: 'default' }),
  ),
);
