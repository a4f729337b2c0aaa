import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { PaymentResult } from './payment-result.tsx';

/** Where the payment provider returns the browser after a failed or cancelled payment. */
export function PaymentFailurePage() {
  const { t } = useTranslation('pages');
  return (
    <PaymentResult
      tone="failure"
      title={t('payment.failureTitle')}
      text={t('payment.failureText')}
      action={t('payment.failureButton')}
      to={ROUTE_PATHS.subscriptions}
    />
  );
}
