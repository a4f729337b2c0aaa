import { Input, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import { useCanEdit } from '../../../lib/session/can-edit.ts';
import { seatsOf } from '../../../contract/seating-rules.ts';
import { SIDE_COLOURS, guestsMatching } from '../seating-view.ts';
import { CategoryDot, GUEST_DRAG_TYPE } from './seating-floor.tsx';

/** The switch between the guests expected at the banquet (the default) and the whole list. */
export interface UnseatedFilter {
  showAll: boolean;
  /** Unseated guests the default view leaves out. */
  hidden: number;
  onShowAll: (all: boolean) => void;
}

/**
 * The guests without a table, with a search; each is dragged to a table with their +1 and children.
 * `filter` is null while the wedding has no invitation (everyone is expected then).
 */
export function UnseatedList({
  guests,
  filter,
  onSelectGuest,
}: {
  guests: readonly Guest[];
  filter: UnseatedFilter | null;
  onSelectGuest: (guestId: string) => void;
}) {
  const { t } = useTranslation('seating');
  // A reader who may not change the plan picks a guest to see them, but drags nothing.
  const canEdit = useCanEdit();
  const [search, setSearch] = useState('');
  const found = useMemo(() => guestsMatching(guests, search), [guests, search]);
  return (
    <section className="seating-unseated" aria-label={t('page.unseatedTitle')}>
      <h2 className="seating-panel__title">{t('page.unseatedTitle')}</h2>
      <Input.Search
        placeholder={t('page.search')}
        aria-label={t('page.search')}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {filter && (
        <div className="seating-unseated__filter">
          <label>
            <Switch size="small" checked={filter.showAll} onChange={filter.onShowAll} />{' '}
            <span>{t('page.showAll')}</span>
          </label>
          <p className="seating-panel__hint">
            {filter.showAll ? t('page.showingAll') : t('page.showingExpected', { count: filter.hidden })}
          </p>
        </div>
      )}
      {guests.length === 0 ? (
        <p className="seating-panel__empty">{t('page.allSeated')}</p>
      ) : (
        <ul className="seating-unseated__list">
          {found.map((guest) => {
            const seats = seatsOf(guest);
            return (
              <li key={guest.id}>
                <button
                  type="button"
                  className="seating-chip seating-chip--wide"
                  draggable={canEdit}
                  data-testid={`unseated-${guest.name}`}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(GUEST_DRAG_TYPE, guest.id);
                    event.dataTransfer.setData('text/plain', guest.id);
                  }}
                  onClick={() => onSelectGuest(guest.id)}
                  style={{ borderColor: SIDE_COLOURS[guest.from] }}
                  title={canEdit ? t('page.dragGuest') : undefined}
                >
                  <span>
                    <CategoryDot guest={guest} />
                    {guest.name}
                  </span>
                  {seats > 1 && <span className="seating-chip__seats">{t('page.seatsOf', { count: seats })}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
