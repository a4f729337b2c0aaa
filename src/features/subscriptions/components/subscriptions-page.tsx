import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';

/** Subscription variants and payment. Its screen is built by a later issue; the shell routes to it already. */
export function SubscriptionsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('titles.subscriptions')}>
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
