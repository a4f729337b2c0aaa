import { Button, Card, Form, Modal, Select, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIGEST_FREQUENCIES,
  RUSSIAN_TIME_ZONES,
  type NotificationSettingsUpdate,
} from '../../../contract/notifications.ts';
import { useChangeNotificationSettings, useDigestPreview, useNotificationSettings } from '../api/notifications.ts';

/** The digest as it would go now, in a dialog: the member sees what they are choosing. */
function DigestPreviewModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const preview = useDigestPreview(open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={preview.data?.subject ?? t('notifications.preview')}>
      {preview.data ? <pre className="notifications-card__preview">{preview.data.text}</pre> : <Skeleton active />}
    </Modal>
  );
}

/**
 * What the product writes to this member of its own accord (issue 40): the digest of the wedding's
 * deadlines and answers, weekly, daily or none, a reminder the day before a payment, and the time
 * zone whose morning they come in. Each choice is saved as it is made; every member chooses their own.
 */
export function NotificationsCard({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  const [previewOpen, setPreviewOpen] = useState(false);
  const save = (update: NotificationSettingsUpdate) => void change.trigger(update).catch(() => undefined);
  const data = settings.data;
  return (
    <Card
      title={<h2 className="settings-page__section-title">{t('notifications.title')}</h2>}
      data-testid="notifications-card"
    >
      <p>{t('notifications.hint', { email })}</p>
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form layout="vertical" className="notifications-card__form">
          <Form.Item label={t('notifications.digest')} htmlFor="notifications-digest">
            <Select
              id="notifications-digest"
              value={data.digest}
              onChange={(digest) => save({ digest })}
              options={DIGEST_FREQUENCIES.map((code) => ({ value: code, label: t(`notifications.frequency.${code}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('notifications.timeZone')} htmlFor="notifications-time-zone">
            <Select
              id="notifications-time-zone"
              value={data.timeZone}
              onChange={(timeZone) => save({ timeZone })}
              options={RUSSIAN_TIME_ZONES.map((zone) => ({ value: zone, label: t(`notifications.zones.${zone}`) }))}
            />
          </Form.Item>
          <Form.Item>
            <label className="notifications-card__switch">
              <Switch checked={data.paymentReminders} onChange={(paymentReminders) => save({ paymentReminders })} />
              <span>{t('notifications.paymentReminders')}</span>
            </label>
          </Form.Item>
          <Button onClick={() => setPreviewOpen(true)}>{t('notifications.preview')}</Button>
        </Form>
      )}
      <DigestPreviewModal open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Card>
  );
}
