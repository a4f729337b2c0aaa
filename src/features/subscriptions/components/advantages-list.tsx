import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSectionKey } from '../../../lib/routing/planning-section.ts';

/**
 * What the subscription unlocks, in the order a couple meets it while planning. Only what the
 * product delivers: the 15-minute consultation is booked in the settings (issue 38, item 9).
 */
const SECTION_ADVANTAGES = {
  budget: 'budget',
  guestList: 'guests',
  toDoList: 'todos',
  invitations: 'invitations',
  seatingPlan: 'seating',
  weddingDay: 'day',
  contractors: 'contractors',
  looks: 'looks',
  decor: 'decor',
  stores: 'stores',
  notes: 'notes',
} as const satisfies Record<MenuSectionKey, string>;

/**
 * Every planning section of the menu by name (the record above has one line per section, or it does
 * not compile; a sub-section is told with its parent), then the rest.
 */
const ADVANTAGES = [...Object.values(SECTION_ADVANTAGES), 'together', 'advice', 'consultation', 'keepData'] as const;

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
