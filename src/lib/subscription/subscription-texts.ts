import { useTranslation } from 'react-i18next';
import { subscriptionState, type SubscriptionSummary } from '../../contract/session.ts';
import { formatDate } from '../format.ts';

/** The one-line status of spec section 4's three states: never, active (days left), ended. */
export function useSubscriptionStatusText(subscription: SubscriptionSummary | null): string {
  const { t } = useTranslation('subscriptions');
  switch (subscriptionState(subscription)) {
    case 'never':
      return t('status.never');
    case 'active':
      return t('status.active', { count: subscription!.expires, date: formatDate(subscription!.expiresDate) });
    case 'ended':
      return t('status.ended', { date: formatDate(subscription!.expiresDate) });
  }
}
