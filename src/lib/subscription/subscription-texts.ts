import { useTranslation } from 'react-i18next';
import subscriptionTexts from '../../../locales/ru/subscriptions.json';
import { subscriptionState, type SubscriptionSummary } from '../../contract/session.ts';
import { formatDate } from '../format.ts';
import { addNamespace } from '../i18n.ts';

// The subscription texts travel with the screens that show them (subscriptions, payment result,
// dashboard banner, expiry modal), not with the entry the login screen downloads.
addNamespace('subscriptions', subscriptionTexts);

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
