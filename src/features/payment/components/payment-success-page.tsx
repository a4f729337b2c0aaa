import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { PaymentResult } from './payment-result.tsx';

/** Where the payment provider returns the browser after a successful payment. */
export function PaymentSuccessPage() {
  const { t } = useTranslation('pages');
  return (
    <PaymentResult
      tone="success"
      title={t('payment.successTitle')}
      text={t('payment.successText')}
      action={t('payment.successButton')}
      to={ROUTE_PATHS.main}
    />
  );
}
