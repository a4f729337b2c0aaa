import { Button, Checkbox, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_NAME_MAX_LENGTH, TABLE_SEATS_MAX, TABLE_SEATS_MIN, type TableShape } from '../../../contract/seating.ts';
import { useAddTable } from '../api/seating-calls.ts';

/**
 * A new table: its name, shape, seats and whether it is the couple's head table; it lands on the
 * floor's first free room (the server places it).
 */
export function AddTableForm({ count }: { count: number }) {
  const { t } = useTranslation('seating');
  const [name, setName] = useState('');
  const [seats, setSeats] = useState<number | null>(10);
  const [shape, setShape] = useState<TableShape>('round');
  const [head, setHead] = useState(false);
  const { trigger: addTable, isMutating } = useAddTable();
  const submit = () => {
    const finalName = name.trim() || t('page.defaultTableName', { number: count + 1 });
    if (!seats) return;
    addTable({ name: finalName, seats, shape, head }).then(
      () => {
        setName('');
        setHead(false);
      },
      () => undefined,
    );
  };
  return (
    <form
      className="seating-add-table"
      aria-label={t('page.addTable')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Input
        aria-label={t('page.tableName')}
        placeholder={t('page.defaultTableName', { number: count + 1 })}
        maxLength={TABLE_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <InputNumber
        aria-label={t('page.tableSeats')}
        min={TABLE_SEATS_MIN}
        max={TABLE_SEATS_MAX}
        value={seats}
        onChange={(value) => setSeats(value)}
      />
      <Select
        aria-label={t('page.tableShape')}
        value={shape}
        onChange={(value: TableShape) => setShape(value)}
        options={[
          { value: 'round', label: t('shapes.round') },
          { value: 'rect', label: t('shapes.rect') },
        ]}
      />
      <Checkbox checked={head} onChange={(event) => setHead(event.target.checked)} title={t('page.headTableHint')}>
        {t('page.headTableOption')}
      </Checkbox>
      <Button htmlType="submit" loading={isMutating}>
        {t('page.addTable')}
      </Button>
    </form>
  );
}
