import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { MessageDelivery } from '../../../contract/messages.ts';
import { DELIVERY_STATUS_COLORS } from '../message-view.ts';

const PAGE_SIZE = 20;

/** One message's deliveries, a row per household and channel: who, by what, and how it went. */
export function DeliveryTable({ deliveries }: { deliveries: readonly MessageDelivery[] }) {
  const { t } = useTranslation('messages');
  const columns: ColumnsType<MessageDelivery> = [
    { key: 'names', title: t('deliveries.household'), dataIndex: 'names' },
    {
      key: 'channel',
      title: t('deliveries.channel'),
      dataIndex: 'channel',
      render: (channel: MessageDelivery['channel']) => t(`channels.${channel}`),
    },
    {
      key: 'status',
      title: t('deliveries.status'),
      dataIndex: 'status',
      align: 'right',
      render: (status: MessageDelivery['status']) => (
        <Tag color={DELIVERY_STATUS_COLORS[status]} className="delivery-status">
          {t(`deliveryStatus.${status}`)}
        </Tag>
      ),
    },
  ];
  return (
    <Table<MessageDelivery>
      className="delivery-table"
      size="small"
      rowKey={(delivery) => `${delivery.invitationId}:${delivery.channel}`}
      columns={columns}
      dataSource={[...deliveries]}
      pagination={deliveries.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      locale={{ emptyText: t('deliveries.none') }}
    />
  );
}
