import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';

/** The to-do list. Its screen is built by a later issue; the shell routes to it already. */
export function TodoListPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('titles.toDoList')}>
      <p>{t('comingSoon')}</p>
    </Page>
  );
}
