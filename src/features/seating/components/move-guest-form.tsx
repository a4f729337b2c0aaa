import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { SeatingTable } from '../../../contract/seating.ts';
import { tableUsed } from '../seating-view.ts';

const UNSEAT = '';

/**
 * Moving a guest without a mouse: choose the guest, choose the table (or none), press the
 * button. Clicking a guest on the floor or in the list chooses them here too.
 */
export function MoveGuestForm({
  guests,
  tables,
  guestId,
  tableId,
  onGuest,
  onTable,
  onMove,
  moving,
}: {
  guests: readonly Guest[];
  tables: readonly SeatingTable[];
  guestId: string | null;
  tableId: string | null;
  onGuest: (id: string | null) => void;
  onTable: (id: string | null) => void;
  onMove: () => void;
  moving: boolean;
}) {
  const { t } = useTranslation('seating');
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  return (
    <section className="seating-move" aria-label={t('page.moveTitle')}>
      <h2 className="seating-panel__title">{t('page.moveTitle')}</h2>
      <Select
        showSearch
        className="seating-move__select"
        aria-label={t('page.moveGuest')}
        placeholder={t('page.moveGuest')}
        value={guestId ?? undefined}
        onChange={(value: string) => onGuest(value)}
        optionFilterProp="label"
        options={guests.map((guest) => ({ value: guest.id, label: guest.name }))}
      />
      <Select
        showSearch
        optionFilterProp="label"
        className="seating-move__select"
        aria-label={t('page.moveTable')}
        placeholder={t('page.moveTable')}
        value={tableId ?? undefined}
        onChange={(value: string) => onTable(value)}
        options={[
          { value: UNSEAT, label: t('page.noTable') },
          ...tables.map((table) => ({
            value: table.id,
            label: t('page.tableOption', {
              table: table.name,
              used: tableUsed(table.guestIds, byId),
              seats: table.seats,
            }),
          })),
        ]}
      />
      <Button type="primary" onClick={onMove} disabled={!guestId || tableId === null || undefined} loading={moving}>
        {t('page.moveButton')}
      </Button>
    </section>
  );
}

export const UNSEAT_VALUE = UNSEAT;
