import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatRoubles } from '../../../contract/money.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useGiftSummary } from '../api/gifts.ts';
import { Figure } from './figure.tsx';
import { WidgetFrame, type WidgetAccess } from './widget-frame.tsx';

/**
 * The gifts page's figures (GET /gifts/summary): the money received, how many gifts came, and how
 * many givers still wait for thanks, with the way to the list to thank them.
 */
export function GiftsWidget({ access }: { access: WidgetAccess }) {
  const { t } = useTranslation('dashboard');
  const summary = useGiftSummary(access !== 'locked');
  const figures = summary.data;
  const count = figures ? figures.thanked + figures.notThanked : 0;

  return (
    <WidgetFrame
      testId="gifts-widget"
      title={t('widgets.gifts.title')}
      to={ROUTE_PATHS.gifts}
      addLabel={t('widgets.gifts.add')}
      access={access}
      status={summary.status}
      ready={figures !== undefined}
      onReload={summary.reload}
    >
      {figures && count === 0 ? <p className="widget__empty">{t('widgets.gifts.empty')}</p> : null}
      {figures && count > 0 ? (
        <>
          <dl className="widget__figures widget__figures--rows">
            <Figure label={t('widgets.gifts.money')} value={formatRoubles(figures.money)} testId="gifts-money" />
            <Figure label={t('widgets.gifts.count')} value={count} testId="gifts-count" />
            <Figure label={t('widgets.gifts.waiting')} value={figures.notThanked} testId="gifts-waiting" />
          </dl>
          {figures.notThanked > 0 ? (
            <p className="widget__caption">
              <Link to={ROUTE_PATHS.gifts} data-testid="gifts-thank-link">
                {t('widgets.gifts.thank', { count: figures.notThanked })}
              </Link>
            </p>
          ) : (
            <p className="widget__muted">{t('widgets.gifts.allThanked')}</p>
          )}
        </>
      ) : null}
    </WidgetFrame>
  );
}
