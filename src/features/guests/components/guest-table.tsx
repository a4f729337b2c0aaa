import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Checkbox, Table, Tag, type TableColumnsType } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { GuestDictionaries } from '../api/use-guest-dictionaries.ts';
import type { GuestTableRow } from '../guest-groups.ts';
import { useGuestDisplayName } from './guest-name.tsx';

/** Longer lists scroll in antd's virtual mode, so a venue's 2,000 guests stay quick. */
const VIRTUAL_FROM_ROWS = 100;
const VIRTUAL_HEIGHT = 600;

export interface GuestTableActions {
  onOpen: (guest: Guest) => void;
  onEdit: (guest: Guest) => void;
  onDelete: (guest: Guest) => void;
  onConfirm: (guest: Guest, checked: boolean) => void;
}

/**
 * The guests of a tab in one table: a heading row per side, then its guests. Memoised with its
 * columns, so a tab switch or a search redraws only the rows (a venue's list stays quick).
 */
export const GuestTable = memo(function GuestTable({
  rows,
  dictionaries,
  actions,
}: {
  rows: GuestTableRow[];
  dictionaries: GuestDictionaries;
  actions: GuestTableActions;
}) {
  const { t } = useTranslation('guests');
  const displayName = useGuestDisplayName();
  const columnCount = 5;
  // A side's heading spans the whole row; its other cells are merged away.
  const sideSpan = (row: GuestTableRow, first: boolean) =>
    row.kind === 'side' ? { colSpan: first ? columnCount : 0 } : {};

  const columns = useMemo<TableColumnsType<GuestTableRow>>(
    () => [
      {
        key: 'checked',
        // An icon keeps the column narrow on a phone; the name is read out and shown on hover.
        title: <CheckCircleOutlined aria-label={t('columns.checked')} title={t('columns.checked')} />,
        width: 56,
        align: 'center',
        onCell: (row) => sideSpan(row, true),
        render: (_, row) =>
          row.kind === 'side' ? (
            <div className="guest-list__side" role="heading" aria-level={2}>
              <span className="guest-list__side-name">{dictionaries.from.nameOf(row.side)}</span>
              <span className="guest-list__side-count">
                {t('page.guests', { count: row.totals.guests })} · {t('page.people', { count: row.totals.people })}
              </span>
            </div>
          ) : (
            <Checkbox
              checked={row.guest.checked}
              aria-label={`${t('page.confirm')}: ${row.guest.name}`}
              onChange={(event) => actions.onConfirm(row.guest, event.target.checked)}
            />
          ),
      },
      {
        key: 'name',
        title: t('page.columnsName'),
        onCell: (row) => sideSpan(row, false),
        render: (_, row) =>
          row.kind === 'guest' && (
            <Button
              type="link"
              className="guest-list__name"
              // Opening a guest's card only reads: it stays on over the sample wedding.
              disabled={false}
              onClick={() => actions.onOpen(row.guest)}
            >
              {displayName(row.guest)}
            </Button>
          ),
      },
      {
        key: 'children',
        title: t('columns.children'),
        width: 130,
        responsive: ['md'],
        onCell: (row) => sideSpan(row, false),
        render: (_, row) =>
          row.kind === 'guest' && row.guest.children !== 'none' && dictionaries.children.nameOf(row.guest.children),
      },
      {
        key: 'category',
        title: t('columns.category'),
        width: 240,
        responsive: ['lg'],
        onCell: (row) => sideSpan(row, false),
        render: (_, row) =>
          row.kind === 'guest' &&
          row.guest.category.map((code) => <Tag key={code}>{dictionaries.category.nameOf(code)}</Tag>),
      },
      {
        key: 'actions',
        title: <span className="guest-list__hidden">{t('page.actions')}</span>,
        width: 96,
        align: 'right',
        onCell: (row) => sideSpan(row, false),
        render: (_, row) =>
          row.kind === 'guest' && (
            <span className="guest-list__actions">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t('page.edit')}: ${row.guest.name}`}
                onClick={() => actions.onEdit(row.guest)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('page.delete')}: ${row.guest.name}`}
                onClick={() => actions.onDelete(row.guest)}
              />
            </span>
          ),
      },
    ],
    [t, dictionaries, actions, displayName],
  );

  const virtual = rows.length >= VIRTUAL_FROM_ROWS;
  return (
    <Table<GuestTableRow>
      className="guest-list__table"
      columns={columns}
      dataSource={rows}
      rowKey="key"
      rowClassName={(row) => (row.kind === 'side' ? 'guest-list__side-row' : '')}
      pagination={false}
      size="middle"
      virtual={virtual}
      scroll={virtual ? { y: VIRTUAL_HEIGHT, x: 320 } : undefined}
      locale={{ emptyText: t('page.nothingFound') }}
    />
  );
});
