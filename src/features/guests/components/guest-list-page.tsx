import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';

/** The guest list. Its screen is built by a later issue; the shell routes to it already. */
export function GuestListPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('titles.guestList')}>
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
