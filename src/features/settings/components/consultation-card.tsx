import { Button, Card, Form, Input, Popconfirm, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CANCEL_HOURS_BEFORE,
  canCancelConsultation,
  CONSULTATION_MINUTES,
  CONSULTATION_TOPIC_MAX_LENGTH,
  ConsultationRequest,
  type Consultation,
} from '../../../contract/consultations.ts';
import { subscriptionState, type SessionUser } from '../../../contract/session.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import {
  useBookConsultation,
  useCancelConsultation,
  useConsultations,
  useConsultationSlots,
} from '../api/consultations.ts';

/** Support opens slots in Moscow time and the mails say it so: the card says the same times. */
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'long',
  timeStyle: 'short',
});
const formatMoscow = (iso: string) => moscowTime.format(new Date(iso));

/**
 * The consultation the subscription includes (spec: «1 consultation session of 15 minutes»): the
 * couple's upcoming booking with its cancellation, or the form to book a free slot with a topic.
 * Without a subscription it says where to get one; a helper and an ended subscription read only.
 */
export function ConsultationCard({ session }: { session: SessionUser }) {
  const { t } = useTranslation('settings');
  const state = subscriptionState(session.subscriptions);
  const paid = state !== 'never';
  const bookings = useConsultations(paid);
  const now = new Date();
  const upcoming = (bookings.data ?? []).find((booking) => Date.parse(booking.endsAt) > now.getTime());
  const past = (bookings.data ?? []).filter((booking) => Date.parse(booking.endsAt) <= now.getTime()).at(-1);
  const writes = state === 'active' && session.wedding?.role !== 'helper';

  let body;
  if (!paid) {
    body = (
      <p>
        {t('consultation.needSubscription')} <Link to={ROUTE_PATHS.subscriptions}>{t('consultation.toTariffs')}</Link>
      </p>
    );
  } else if (upcoming) {
    body = <UpcomingBooking booking={upcoming} writes={writes} now={now} />;
  } else {
    body = (
      <>
        {past && <p>{t('consultation.done')}</p>}
        {writes && <BookingForm />}
        {state === 'ended' && <p>{t('consultation.ended')}</p>}
        {state === 'active' && !writes && <p>{t('consultation.readOnly')}</p>}
      </>
    );
  }
  return (
    <Card
      title={<h2 className="settings-page__section-title">{t('consultation.title')}</h2>}
      data-testid="consultation-card"
    >
      <p>{t('consultation.intro', { minutes: t('consultation.minutes', { count: CONSULTATION_MINUTES }) })}</p>
      {body}
    </Card>
  );
}

function UpcomingBooking({ booking, writes, now }: { booking: Consultation; writes: boolean; now: Date }) {
  const { t } = useTranslation('settings');
  const cancel = useCancelConsultation();
  const hours = t('consultation.hours', { count: CANCEL_HOURS_BEFORE });
  const cancellable = canCancelConsultation(booking.startsAt, now);
  return (
    <div className="consultation-card__booking" data-testid="consultation-booking">
      <h3 className="consultation-card__booked">{t('consultation.booked')}</h3>
      <p className="consultation-card__time">
        {t('consultation.bookedTime', {
          when: formatMoscow(booking.startsAt),
          minutes: t('consultation.minutes', { count: CONSULTATION_MINUTES }),
        })}
      </p>
      <p className="consultation-card__topic">{t('consultation.topicShown', { topic: booking.topic })}</p>
      <p>{t('consultation.mailed')}</p>
      {writes && cancellable && (
        <>
          <p className="consultation-card__hint">{t('consultation.cancelUntil', { hours })}</p>
          <Popconfirm
            title={t('consultation.cancelConfirm')}
            okText={t('consultation.cancelOk')}
            cancelText={t('consultation.cancelKeep')}
            okButtonProps={{ danger: true, loading: cancel.isMutating }}
            onConfirm={() => cancel.trigger(booking.id).catch(() => undefined)}
          >
            <Button danger>{t('consultation.cancel')}</Button>
          </Popconfirm>
        </>
      )}
      {writes && !cancellable && <p className="consultation-card__hint">{t('consultation.tooLate', { hours })}</p>}
    </div>
  );
}

function BookingForm() {
  const { t } = useTranslation('settings');
  const slots = useConsultationSlots(true);
  const book = useBookConsultation();
  const [form] = Form.useForm<ConsultationRequest>();

  const submit = async (values: ConsultationRequest) => {
    try {
      await book.trigger({ slotId: values.slotId, topic: values.topic.trim() });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  if (slots.data && slots.data.length === 0) return <p>{t('consultation.noSlots')}</p>;
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => void submit(values)}
      aria-label={t('consultation.title')}
      className="consultation-card__form"
    >
      <Form.Item name="slotId" label={t('consultation.slot')} rules={fieldRules(ConsultationRequest, 'slotId')}>
        <Select
          placeholder={t('consultation.slotPlaceholder')}
          loading={slots.data === undefined}
          options={(slots.data ?? []).map((slot) => ({ value: slot.id, label: formatMoscow(slot.startsAt) }))}
        />
      </Form.Item>
      <Form.Item name="topic" label={t('consultation.topic')} rules={fieldRules(ConsultationRequest, 'topic')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('consultation.topicPlaceholder')}
          showCount
          maxLength={CONSULTATION_TOPIC_MAX_LENGTH}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={book.isMutating}>
        {t('consultation.submit')}
      </Button>
    </Form>
  );
}
