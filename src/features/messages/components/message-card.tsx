import { Button, Collapse, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus, Message } from '../../../contract/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deliveryCounts, householdCount, isCancellable, MESSAGE_STATUS_COLORS } from '../message-view.ts';
import { DeliveryTable } from './delivery-table.tsx';

const COUNTED: DeliveryStatus[] = ['sent', 'queued', 'failed', 'no-contact'];

/**
 * One message of the list: its status and time, its text, how its deliveries went, the table of
 * them by household (opened on demand: only reads) and, while it waits for its time, a way to cancel it.
 */
export function MessageCard({ message, onCancel }: { message: Message; onCancel: (message: Message) => void }) {
  const { t } = useTranslation('messages');
  const counts = deliveryCounts(message.deliveries);
  return (
    <article className="message-card" data-message={message.id}>
      <header className="message-card__head">
        <Tag color={MESSAGE_STATUS_COLORS[message.status]}>{t(`status.${message.status}`)}</Tag>
        <time className="message-card__when" dateTime={message.sendAt}>
          {t(`when.${message.status}`, { date: formatDateTime(message.sendAt) })}
        </time>
        {isCancellable(message) && (
          <Button size="small" className="message-card__cancel" onClick={() => onCancel(message)}>
            {t('list.cancel')}
          </Button>
        )}
      </header>
      <Typography.Paragraph
        className="message-card__text"
        ellipsis={{ rows: 4, expandable: 'collapsible', symbol: (open) => t(open ? 'list.less' : 'list.more') }}
      >
        {message.text}
      </Typography.Paragraph>
      <p className="message-card__counts">
        <span>{t('list.households', { count: householdCount(message) })}</span>
        {COUNTED.filter((status) => counts[status] > 0).map((status) => (
          <span key={status}>
            {t(`deliveryStatus.${status}`)}: {counts[status]}
          </span>
        ))}
      </p>
      {message.deliveries.length > 0 && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'deliveries',
              label: t('list.deliveries'),
              children: <DeliveryTable deliveries={message.deliveries} />,
            },
          ]}
        />
      )}
    </article>
  );
}
