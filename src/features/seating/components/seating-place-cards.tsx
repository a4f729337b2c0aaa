import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { SeatingTable } from '../../../contract/seating.ts';
import { placeCards, type PlaceCard } from '../seating-view.ts';

/**
 * The place cards, shown only when they are printed: a card per seated person, folded along the
 * dashed line into a tent. Its upper half is printed upside down, so the name reads from both sides.
 */
export function SeatingPlaceCards({
  tables,
  guests,
}: {
  tables: readonly SeatingTable[];
  guests: ReadonlyMap<string, Guest>;
}) {
  const { t } = useTranslation('seating');
  const nameOf = (card: PlaceCard) => {
    if (card.name) return card.name;
    return card.kind === 'half' ? t('cards.halfOf', { guest: card.of }) : t('cards.childOf', { guest: card.of });
  };
  const cards = placeCards(tables, guests);
  return (
    <section className="seating-place-cards" aria-hidden="true">
      {cards.length === 0 && <p>{t('cards.empty')}</p>}
      {cards.map((card) => {
        const face = (
          <>
            <span className="seating-place-card__name">{nameOf(card)}</span>
            <span className="seating-place-card__table">{card.table}</span>
          </>
        );
        return (
          <div key={card.key} className="seating-place-card" data-testid="place-card">
            <div className="seating-place-card__half seating-place-card__half--back">{face}</div>
            <div className="seating-place-card__half">{face}</div>
          </div>
        );
      })}
    </section>
  );
}
