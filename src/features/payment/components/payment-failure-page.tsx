import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PaymentFailureReason } from '../../../contract/subscriptions.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { PaymentResult } from './payment-result.tsx';
import { useSessionRefresh } from './use-session-refresh.ts';

/**
 * Where the server sends the browser after a cancelled or failed payment. The server's `reason`
 * adds a hint where the spec's text alone would mislead: a payment the provider has not confirmed
 * yet may still go through, and a provider that did not answer is worth retrying later.
 */
export function PaymentFailurePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  useSessionRefresh();
  const reason = params.get('reason') as PaymentFailureReason | null;
  const details =
    reason === 'pending' ? t('payment.pendingHint') : reason === 'unavailable' ? t('payment.unavailableHint') : null;

  return (
    <PaymentResult
      tone="failure"
      title={t('payment.failureTitle')}
      text={t('payment.failureText')}
      details={details}
      action={t('payment.failureButton')}
      to={ROUTE_PATHS.subscriptions}
    />
  );
}
