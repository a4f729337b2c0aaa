import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import {
  TABLE_NAME_MAX_LENGTH,
  TABLE_SEATS_MAX,
  TABLE_SEATS_MIN,
  type SeatingTable,
  type TableShape,
} from '../../../contract/seating.ts';
import { useChangeTable, useDeleteTable } from '../api/seating-calls.ts';
import { tableUsed } from '../seating-view.ts';

/**
 * Each table's name, seats, shape and head-table mark, changed in place; a table is deleted after a
 * question.
 */
export function TablesList({
  tables,
  guests,
}: {
  tables: readonly SeatingTable[];
  guests: ReadonlyMap<string, Guest>;
}) {
  const { t } = useTranslation('seating');
  if (tables.length === 0) return null;
  return (
    <section className="seating-tables" aria-label={t('page.tablesTitle')}>
      <h2 className="seating-panel__title">{t('page.tablesTitle')}</h2>
      <ul className="seating-tables__list">
        {tables.map((table) => (
          <TableRow key={table.id} table={table} used={tableUsed(table.guestIds, guests)} />
        ))}
      </ul>
    </section>
  );
}

function TableRow({ table, used }: { table: SeatingTable; used: number }) {
  const { t } = useTranslation('seating');
  const { trigger: changeTable } = useChangeTable();
  const { trigger: deleteTable } = useDeleteTable();
  const [name, setName] = useState(table.name);
  const save = (changes: { name?: string; seats?: number; shape?: TableShape; head?: boolean }) =>
    changeTable({ id: table.id, changes }).catch(() => setName(table.name));
  return (
    <li className="seating-tables__row">
      <Input
        aria-label={t('page.tableNameOf', { table: table.name })}
        maxLength={TABLE_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => {
          if (name.trim() && name.trim() !== table.name) void save({ name: name.trim() });
          else setName(table.name);
        }}
        onPressEnter={(event) => event.currentTarget.blur()}
      />
      <InputNumber
        aria-label={t('page.tableSeatsOf', { table: table.name })}
        min={TABLE_SEATS_MIN}
        max={TABLE_SEATS_MAX}
        defaultValue={table.seats}
        key={table.seats}
        onBlur={(event) => {
          const seats = Number(event.target.value);
          if (Number.isInteger(seats) && seats >= TABLE_SEATS_MIN && seats !== table.seats) void save({ seats });
        }}
      />
      <Select
        aria-label={t('page.tableShapeOf', { table: table.name })}
        value={table.shape}
        onChange={(shape: TableShape) => void save({ shape })}
        options={[
          { value: 'round', label: t('shapes.round') },
          { value: 'rect', label: t('shapes.rect') },
        ]}
      />
      <Checkbox
        aria-label={t('page.headTableOf', { table: table.name })}
        title={t('page.headTableHint')}
        checked={table.head}
        onChange={(event) => void save({ head: event.target.checked })}
      />
      <span className={used > table.seats ? 'seating-tables__used seating-tables__used--over' : 'seating-tables__used'}>
        {used}/{table.seats}
      </span>
      <Popconfirm
        title={t('page.deleteTableTitle', { table: table.name })}
        description={used > 0 ? t('page.deleteTableText') : undefined}
        okText={t('page.deleteTableOk')}
        cancelText={t('page.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => deleteTable(table.id).catch(() => undefined)}
      >
        <Button type="text" icon={<DeleteOutlined />} aria-label={t('page.deleteTable', { table: table.name })} />
      </Popconfirm>
    </li>
  );
}
