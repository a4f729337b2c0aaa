import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';

/** The budget page. Its screen is built by a later issue; the shell routes to it already. */
export function BudgetPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('titles.budget')}>
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
