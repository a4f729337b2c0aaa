import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useGuests } from '../api/guests.ts';
import { guestTotals } from '../../../contract/people-rules.ts';
import { Figure } from './figure.tsx';
import { WidgetFrame, type WidgetAccess } from './widget-frame.tsx';

/** The guest page's head counts (guestTotals), in people: everyone on the list (+1s and children too), the children, and the people confirmed. */
export function GuestWidget({ access }: { access: WidgetAccess }) {
  const { t } = useTranslation('dashboard');
  const guests = useGuests(access !== 'locked');
  const figures = guests.data ? guestTotals(guests.data) : null;

  return (
    <WidgetFrame
      testId="guest-widget"
      title={t('widgets.guests.title')}
      to={ROUTE_PATHS.guestList}
      addLabel={t('widgets.guests.add')}
      access={access}
      status={guests.status}
      ready={figures !== null}
      onReload={guests.reload}
    >
      {figures && figures.guests === 0 ? <p className="widget__empty">{t('widgets.guests.empty')}</p> : null}
      {figures && figures.guests > 0 ? (
        <dl className="widget__figures widget__figures--rows">
          <Figure label={t('widgets.guests.people')} value={figures.people} testId="people-count" />
          <Figure label={t('widgets.guests.children')} value={figures.children} testId="children-count" />
          <Figure label={t('widgets.guests.confirmed')} value={figures.confirmed} testId="confirmed-count" />
        </dl>
      ) : null}
    </WidgetFrame>
  );
}
