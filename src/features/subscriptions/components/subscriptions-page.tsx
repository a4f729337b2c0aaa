import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { useSubscriptionStatusText } from '../../../lib/subscription/subscription-texts.ts';
import { AdvantagesList } from './advantages-list.tsx';
import { TariffList } from './tariff-list.tsx';
import { WeddingInAMonthPreview } from './wedding-in-a-month-preview.tsx';
import './subscriptions-page.css';

/**
 * The subscriptions page (spec section 2): where the user's subscription stands, the tariffs with
 * their payment buttons, what the subscription gives and the 'wedding in a month' preview.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation(['pages', 'subscriptions']);
  const { session } = useSessionState();
  const status = useSubscriptionStatusText(session?.subscriptions ?? null);
  const tariffsHeadingId = useId();

  return (
    <Page title={t('titles.subscriptions')}>
      <div className="subscriptions-page">
        <p className="subscriptions-page__status" data-testid="subscription-status">
          {status}
        </p>
        <p className="subscriptions-page__lead">{t('subscriptions:page.lead')}</p>
        <section aria-labelledby={tariffsHeadingId}>
          <h2 className="subscriptions-page__heading" id={tariffsHeadingId}>
            {t('subscriptions:page.tariffsHeading')}
          </h2>
          <TariffList />
        </section>
        <div className="subscriptions-page__details">
          <AdvantagesList />
          <WeddingInAMonthPreview />
        </div>
      </div>
    </Page>
  );
}
