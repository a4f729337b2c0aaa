import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from '../../../lib/dayjs.ts';
import { formatDate } from '../../../lib/format.ts';

/** The preview shows the planner as it looks this many days before the registration (spec 2). */
export const WEDDING_IN_A_MONTH_DAYS = 30;

const COUNTDOWN: readonly { unit: 'days' | 'hours' | 'minutes' | 'seconds'; value: number }[] = [
  { unit: 'days', value: WEDDING_IN_A_MONTH_DAYS },
  { unit: 'hours', value: 0 },
  { unit: 'minutes', value: 0 },
  { unit: 'seconds', value: 0 },
];

const LAST_MONTH_TASKS = ['guests', 'menu', 'seating', 'rings'] as const;

/**
 * 'Wedding in a month': the dashboard's countdown frozen at 30 days from today and the to-dos of the
 * last month, so a couple sees what the subscription gives before paying.
 */
export function WeddingInAMonthPreview() {
  const { t } = useTranslation('subscriptions');
  const headingId = useId();
  const [registrationDate] = useState(() => dayjs().add(WEDDING_IN_A_MONTH_DAYS, 'day').toISOString());

  return (
    <section className="subscriptions-panel month-preview" aria-labelledby={headingId} data-testid="month-preview">
      <h2 className="subscriptions-panel__heading" id={headingId}>
        {t('preview.heading')}
      </h2>
      <p className="month-preview__text">{t('preview.text')}</p>
      <div className="month-preview__card">
        <p className="month-preview__label">{t('preview.countdownLabel')}</p>
        <ul className="month-preview__countdown">
          {COUNTDOWN.map(({ unit, value }) => (
            <li key={unit} className="month-preview__unit">
              <span className="month-preview__value">{value}</span>
              <span className="month-preview__unit-name">{t(`preview.units.${unit}`, { count: value })}</span>
            </li>
          ))}
        </ul>
        <p className="month-preview__date">{t('preview.date', { date: formatDate(registrationDate) })}</p>
        <h3 className="month-preview__tasks-heading">{t('preview.tasksHeading')}</h3>
        <ul className="month-preview__tasks">
          {LAST_MONTH_TASKS.map((task) => (
            <li key={task}>{t(`preview.tasks.${task}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
