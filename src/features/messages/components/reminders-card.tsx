import { Select, Skeleton, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REMINDER_DAYS_BEFORE_MAX, REMINDER_DAYS_MAX } from '../../../contract/messages.ts';
import { useReminders, useSetReminders } from '../api/messages.ts';

const DAY_CHOICES = Array.from({ length: REMINDER_DAYS_BEFORE_MAX }, (_, index) => index + 1);

/**
 * The RSVP reminders (issue 40, point 3): the households that have not answered get a message on the
 * days the couple sets before the deadline (7 and 2 by default). Saved as changed.
 */
export function RemindersCard() {
  const { t } = useTranslation('messages');
  const { settings, deadline } = useReminders();
  const save = useSetReminders();
  const data = settings.data;
  const last = deadline.data?.deadline;
  return (
    <section className="messages-page__compose" aria-labelledby="reminders-heading" data-testid="reminders-card">
      <h2 id="reminders-heading" className="messages-page__heading">
        {t('reminders.title')}
      </h2>
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <label className="messages-page__reminders-switch">
            <Switch
              checked={data.enabled}
              onChange={(enabled) => void save.trigger({ ...data, enabled }).catch(() => undefined)}
            />
            <span>{t('reminders.enabled')}</span>
          </label>
          <label className="messages-page__reminders-days" htmlFor="reminder-days">
            {t('reminders.days')}
          </label>
          <Select
            id="reminder-days"
            mode="multiple"
            value={data.daysBefore}
            maxCount={REMINDER_DAYS_MAX}
            disabled={!data.enabled || undefined}
            onChange={(daysBefore: number[]) =>
              void save.trigger({ ...data, daysBefore: [...daysBefore].sort((a, b) => b - a) }).catch(() => undefined)
            }
            options={DAY_CHOICES.map((days) => ({ value: days, label: t('reminders.daysBefore', { count: days }) }))}
          />
          <p className="messages-page__hint">
            {last ? t('reminders.deadline', { date: dayjs(last).format('D MMMM YYYY') }) : t('reminders.noDeadline')}
          </p>
        </>
      )}
    </section>
  );
}
