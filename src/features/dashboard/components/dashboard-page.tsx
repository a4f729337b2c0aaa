import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';

/** The dashboard (main). Its screen is built by a later issue; the shell routes to it already. */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('titles.main')}>
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
