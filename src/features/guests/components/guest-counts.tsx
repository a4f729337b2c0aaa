import { useTranslation } from 'react-i18next';
import type { GuestTotals } from '../../../contract/guests.ts';

/** The head counts of what the tab shows: guests, people (each +1 and child counted), the children, the people confirmed. */
export function GuestCounts({ totals }: { totals: GuestTotals }) {
  const { t } = useTranslation('guests');
  return (
    <p className="guest-list__counts" aria-live="polite" data-testid="guest-counts">
      <span>{t('page.guests', { count: totals.guests })}</span>
      <span>{t('page.people', { count: totals.people })}</span>
      {totals.children > 0 && <span>{t('page.children', { count: totals.children })}</span>}
      <span>{t('page.confirmed', { count: totals.confirmed })}</span>
    </p>
  );
}
