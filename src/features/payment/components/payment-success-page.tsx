import { useTranslation } from 'react-i18next';
import { subscriptionState } from '../../../contract/session.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { useSubscriptionStatusText } from '../../../lib/subscription/subscription-texts.ts';
import { PaymentResult } from './payment-result.tsx';
import { useSessionRefresh } from './use-session-refresh.ts';

/**
 * Where the server sends the browser once it has confirmed a payment with the provider. The
 * session is asked again, so the new expiry shows here and the navigation unlocks at once.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('pages');
  const { session } = useSessionState();
  useSessionRefresh();
  const subscription = session?.subscriptions ?? null;
  const status = useSubscriptionStatusText(subscription);

  return (
    <PaymentResult
      tone="success"
      title={t('payment.successTitle')}
      text={t('payment.successText')}
      details={subscriptionState(subscription) === 'active' ? status : null}
      action={t('payment.successButton')}
      to={ROUTE_PATHS.main}
    />
  );
}
