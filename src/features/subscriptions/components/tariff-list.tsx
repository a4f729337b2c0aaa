import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { useSubscriptionVariants } from '../api/use-subscription-variants.ts';
import { TariffCard } from './tariff-card.tsx';

/** The tariffs from GET /subscriptions/variants, side by side above 720 px and stacked below. */
export function TariffList() {
  const { t } = useTranslation('common');
  const { data, status, reload } = useSubscriptionVariants();

  if (status === 'rejected') return <LoadFailed onRetry={reload} />;
  if (!data) {
    return (
      <div className="tariff-list tariff-list--loading" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} active paragraph={{ rows: 4 }} />
        ))}
      </div>
    );
  }
  return (
    <ul className="tariff-list">
      {data.map((variant) => (
        <TariffCard key={variant.id} variant={variant} />
      ))}
    </ul>
  );
}
