import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the subscription unlocks, in the order a couple meets it while planning. Only what the
 * product delivers: the 15-minute consultation is booked in the settings (issue 38, item 9).
 */
const ADVANTAGES = ['budget', 'guests', 'todos', 'advice', 'consultation', 'keepData'] as const;

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
