import { Button, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACTOR_CATEGORY_CODES, type Contractor } from '../../../contract/contractors.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { byKind } from '../contractors-view.ts';
import { ContactLinks, ContractorActions, StatusTag } from './contractor-bits.tsx';

interface TableProps {
  contractors: readonly Contractor[];
  onOpen: (contractor: Contractor) => void;
  onEdit: (contractor: Contractor) => void;
  onRemove: (contractor: Contractor) => void;
}

/** The list by kind: kind, name, contacts, status, price, paid and due; filtered by kind. */
export function ContractorTable({ contractors, onOpen, onEdit, onRemove }: TableProps) {
  const { t } = useTranslation('contractors');
  const rows = useMemo(() => byKind(contractors), [contractors]);
  const kinds = useMemo(() => new Set(contractors.map((contractor) => contractor.category)), [contractors]);

  const columns: TableColumnsType<Contractor> = [
    {
      key: 'category',
      title: t('table.category'),
      render: (_, contractor) => t(`categories.${contractor.category}`),
      filters: CONTRACTOR_CATEGORY_CODES.filter((code) => kinds.has(code)).map((code) => ({
        value: code,
        text: t(`categories.${code}`),
      })),
      onFilter: (value, contractor) => contractor.category === value,
    },
    {
      key: 'name',
      title: t('table.name'),
      render: (_, contractor) => (
        <div className="contractor-table__name">
          <Button type="link" disabled={false} onClick={() => onOpen(contractor)}>
            {contractor.name}
          </Button>
          <ContactLinks contractor={contractor} />
        </div>
      ),
    },
    { key: 'status', title: t('table.status'), render: (_, contractor) => <StatusTag status={contractor.status} /> },
    {
      key: 'price',
      title: t('table.price'),
      align: 'right',
      render: (_, contractor) => (contractor.price === null ? '—' : formatRoubles(contractor.price)),
    },
    { key: 'paid', title: t('table.paid'), align: 'right', render: (_, c) => formatRoubles(c.paidTotal) },
    { key: 'due', title: t('table.due'), align: 'right', render: (_, c) => formatRoubles(c.dueTotal) },
    {
      key: 'actions',
      title: <span className="contractors-visually-hidden">{t('table.actions')}</span>,
      width: 96,
      render: (_, contractor) => <ContractorActions {...{ contractor, onEdit, onRemove }} />,
    },
  ];

  return (
    <Table<Contractor>
      className="contractor-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: t('table.empty') }}
    />
  );
}
