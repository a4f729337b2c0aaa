import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Checkbox, Grid, Table, Tag, type TableColumnsType } from 'antd';
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
  // Which of the responsive columns a screen this wide shows (as the table itself decides).
  const screens = Grid.useBreakpoint();

  const columns = useMemo<TableColumnsType<GuestTableRow>>(() => {
    const all: TableColumnsType<GuestTableRow> = [
      {
        key: 'checked',
        // An icon keeps the column narrow on a phone; the name is read out and shown on hover.
        title: <CheckCircleOutlined aria-label={t('columns.checked')} title={t('columns.checked')} />,
        width: 56,
        align: 'center',
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
        render: (_, row) =>
          row.kind === 'guest' && (
            <>
              <Button
                type="link"
                className="guest-list__name"
                // Opening a guest's card only reads: it stays on over the sample wedding.
                disabled={false}
                onClick={() => actions.onOpen(row.guest)}
              >
                {displayName(row.guest)}
              </Button>
              {/* The couple's own note, beside the name the guest sees (never on the guest's pages). */}
              {row.guest.comment && <div className="guest-list__note">{row.guest.comment}</div>}
            </>
          ),
      },
      {
        key: 'contacts',
        title: t('page.columnsContacts'),
        width: 220,
        responsive: ['md'],
        render: (_, row) =>
          row.kind === 'guest' && (
            <div className="guest-list__contacts">
              {row.guest.email && <span className="guest-list__contact">{row.guest.email}</span>}
              {row.guest.phone && <span className="guest-list__contact">{row.guest.phone}</span>}
            </div>
          ),
      },
      {
        key: 'children',
        title: t('columns.children'),
        width: 130,
        responsive: ['md'],
        render: (_, row) =>
          row.kind === 'guest' && row.guest.children !== 'none' && dictionaries.children.nameOf(row.guest.children),
      },
      {
        key: 'category',
        title: t('columns.category'),
        width: 240,
        responsive: ['lg'],
        render: (_, row) =>
          row.kind === 'guest' &&
          row.guest.category.map((code) => <Tag key={code}>{dictionaries.category.nameOf(code)}</Tag>),
      },
      {
        key: 'actions',
        title: <span className="guest-list__hidden">{t('page.actions')}</span>,
        width: 96,
        align: 'right',
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
    ];
    // A side's heading spans the row's shown cells (the virtual table sizes a cell by the columns
    // it spans, so a span counting hidden columns left the heading one column wide on a phone);
    // the row's other cells are merged away.
    const shown = all.filter((column) => !column.responsive || column.responsive.some((size) => screens[size])).length;
    return all.map((column, index) => ({
      ...column,
      onCell: (row: GuestTableRow) => (row.kind === 'side' ? { colSpan: index === 0 ? shown : 0 } : {}),
    }));
  }, [t, dictionaries, actions, displayName, screens]);

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
