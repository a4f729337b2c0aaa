import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { SeatingTable } from '../../../contract/seating.ts';
import { tableUsed } from '../seating-view.ts';

/** The list by table, shown only when printing (the floor prints above it). */
export function SeatingPrintList({
  tables,
  guests,
}: {
  tables: readonly SeatingTable[];
  guests: ReadonlyMap<string, Guest>;
}) {
  const { t } = useTranslation('seating');
  return (
    <section className="seating-print-list" aria-hidden="true">
      <h2>{t('page.printListTitle')}</h2>
      <div className="seating-print-list__tables">
        {tables.map((table) => (
          <div key={table.id} className="seating-print-list__table">
            <h3>
              {table.name} — {tableUsed(table.guestIds, guests)}/{table.seats}
            </h3>
            <ol>
              {table.guestIds.map((id) => {
                const guest = guests.get(id);
                if (!guest) return null;
                return (
                  <li key={id}>
                    {guest.name}
                    {guest.withHalf ? `, ${guest.halfName || t('page.half')}` : ''}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
