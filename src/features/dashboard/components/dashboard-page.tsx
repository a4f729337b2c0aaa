import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { SubscriptionBanner } from './subscription-banner.tsx';

/**
 * The dashboard (main). For now the subscription banner; the profile card and the widgets (locked
 * without a subscription) come with a later issue.
 */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { session } = useSessionState();
  return (
    <Page title={t('titles.main')}>
      {session ? <SubscriptionBanner session={session} /> : null}
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
