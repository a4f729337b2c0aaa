import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSectionKey } from '../../../lib/routing/planning-section.ts';
import { MENU_SECTIONS } from '../../../lib/routing/planning-sections.ts';

/**
 * What the subscription unlocks: every planning section of the menu, in the order a couple meets it
 * while planning (each declares its `advantageOrder`, its text is its own
 * locales/ru/subscriptions/<feature>.json; a sub-section is told with its parent), then the rest.
 * Only what the product delivers: the 15-minute consultation is booked in the settings (issue 38, item 9).
 */
const ADVANTAGES = [
  ...MENU_SECTIONS.toSorted((a, b) => (a.advantageOrder ?? Infinity) - (b.advantageOrder ?? Infinity)).map(
    // MENU_SECTIONS holds only the menu's sections.
    (section) => section.key as MenuSectionKey,
  ),
  'together',
  'advice',
  'consultation',
  'keepData',
] as const;

export function AdvantagesList() {
  const { t } = useTranslation('subscriptions');
  const headingId = useId();
  return (
    <section className="subscriptions-panel" aria-labelledby={headingId}>
      <h2 className="subscriptions-panel__heading" id={headingId}>
        {t('page.advantagesHeading')}
      </h2>
      <ul className="advantages">
        {ADVANTAGES.map((advantage) => (
          <li key={advantage} className="advantages__item">
            <CheckCircleFilled className="advantages__icon" aria-hidden="true" />
            <span>{t(`advantages.${advantage}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
