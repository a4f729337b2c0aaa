import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import { FLOOR_HEIGHT, FLOOR_WIDTH, type SeatingTable } from '../../../contract/seating.ts';
import { TABLE_CARD, visiblePlace } from '../../../contract/seating-floor.ts';
import { SIDE_COLOURS, categoryColour, seatDots, tableUsed } from '../seating-view.ts';

export const GUEST_DRAG_TYPE = 'application/x-seating-guest';

interface FloorProps {
  tables: readonly SeatingTable[];
  guests: ReadonlyMap<string, Guest>;
  onDropGuest: (guestId: string, tableId: string) => void;
  onMoveTable: (tableId: string, x: number, y: number) => void;
  onSelectGuest: (guestId: string) => void;
}

/** A table's card in the floor's units, as a share of the floor: cards scale with the floor. */
const CARD_SIZE = {
  width: `${(TABLE_CARD.width / FLOOR_WIDTH) * 100}%`,
  height: `${(TABLE_CARD.height / FLOOR_HEIGHT) * 100}%`,
};

/**
 * The floor: each table at its place, dragged by its top or name (pointer events, so a touch screen
 * too), with its seat dots, "7/10" and its whole name; a guest dropped on a table sits there. A
 * card's size is in the floor's units like its place (src/contract/seating-floor.ts), so tables
 * placed apart never cover each other, and names wrap inside the card rather than being cut.
 */
export function SeatingFloor({ tables, guests, onDropGuest, onMoveTable, onSelectGuest }: FloorProps) {
  const { t } = useTranslation('seating');
  const floor = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<{ id: string; x: number; y: number } | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const toFloor = (event: PointerEvent) => {
    const box = floor.current!.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * FLOOR_WIDTH);
    const y = Math.round(((event.clientY - box.top) / box.height) * FLOOR_HEIGHT);
    // Kept where the whole card shows, so the place stored is the place drawn.
    return visiblePlace({ x, y });
  };

  const startDrag = (table: SeatingTable) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging({ id: table.id, x: table.x, y: table.y });
  };
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) setDragging({ id: dragging.id, ...toFloor(event) });
  };
  const endDrag = () => {
    if (!dragging) return;
    const table = tables.find((one) => one.id === dragging.id);
    if (table && (table.x !== dragging.x || table.y !== dragging.y)) onMoveTable(dragging.id, dragging.x, dragging.y);
    setDragging(null);
  };

  const dragHandlers = (table: SeatingTable) => ({
    onPointerDown: startDrag(table),
    onPointerMove: drag,
    onPointerUp: endDrag,
    onPointerCancel: () => setDragging(null),
  });

  const dropOn = (tableId: string) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const guestId = event.dataTransfer.getData(GUEST_DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    if (guestId) onDropGuest(guestId, tableId);
  };

  return (
    <div className="seating-floor" ref={floor} aria-label={t('page.floor')} role="region">
      {tables.length === 0 && <p className="seating-floor__empty">{t('page.noTables')}</p>}
      {tables.map((table) => {
        const place = visiblePlace(dragging?.id === table.id ? dragging : table);
        const used = tableUsed(table.guestIds, guests);
        const dots = seatDots(table.shape, table.seats);
        return (
          <div
            key={table.id}
            className={`seating-table seating-table--${table.shape}${used > table.seats ? ' seating-table--over' : ''}${
              over === table.id ? ' seating-table--over-drop' : ''
            }${table.head ? ' seating-table--head' : ''}`}
            style={{
              left: `${(place.x / FLOOR_WIDTH) * 100}%`,
              top: `${(place.y / FLOOR_HEIGHT) * 100}%`,
              ...CARD_SIZE,
            }}
            data-testid={`table-${table.name}`}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(table.id);
            }}
            onDragLeave={() => setOver((current) => (current === table.id ? null : current))}
            onDrop={dropOn(table.id)}
          >
            <div className="seating-table__top">
              {dots.map((dot, index) => (
                <span
                  key={index}
                  className={`seating-table__seat${index < used ? ' seating-table__seat--taken' : ''}`}
                  style={{ left: `${dot.left * 100}%`, top: `${dot.top * 100}%` }}
                />
              ))}
              <div className="seating-table__handle" {...dragHandlers(table)} title={t('page.dragTable')}>
                <span
                  className="seating-table__count"
                  aria-label={t('page.tableCountLabel', { used, seats: table.seats })}
                >
                  {used}/{table.seats}
                </span>
              </div>
            </div>
            <div className="seating-table__name" {...dragHandlers(table)} title={t('page.dragTable')}>
              {table.name}
              {table.head && <span className="seating-table__head">{t('page.headTable')}</span>}
            </div>
            <ul className="seating-table__guests">
              {table.guestIds.map((id) => {
                const guest = guests.get(id);
                if (!guest) return null;
                return (
                  <li key={id}>
                    <button
                      type="button"
                      className="seating-chip"
                      draggable
                      onDragStart={(event) => {
                        event.dataTransfer.setData(GUEST_DRAG_TYPE, id);
                        event.dataTransfer.setData('text/plain', id);
                      }}
                      onClick={() => onSelectGuest(id)}
                      style={{ borderColor: SIDE_COLOURS[guest.from] }}
                    >
                      <CategoryDot guest={guest} />
                      {guest.name}
                      {guest.withHalf || guest.children !== 'none' ? ` +${tableUsed([id], guests) - 1}` : ''}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** The guest's first category as a coloured dot (the legend names the colours). */
export function CategoryDot({ guest }: { guest: Guest }) {
  const colour = categoryColour(guest);
  if (!colour) return null;
  return <span className="seating-chip__category" style={{ background: colour }} aria-hidden="true" />;
}
