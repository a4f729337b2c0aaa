import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';

/** Profile settings. Its screen is built by a later issue; the shell routes to it already. */
export function SettingsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('titles.settings')}>
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
