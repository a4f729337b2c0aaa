import { mergeTexts, type Texts } from '../i18n-merge.ts';

/** What a subscription opens in each menu section, `advantages.<section key>`: one chunk. */
export default mergeTexts(
  ...Object.values(
    import.meta.glob<Texts>('../../../locales/ru/subscriptions/*.json', { eager: true, import: 'default' }),
  ),
);
