import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './auth-links.css';

/** The registration confirmation modal. The form comes with the accounts issue. */
export function ConfirmationPage() {
  const { t } = useTranslation('pages');
  return (
    <AppModal title={t('titles.confirmation')} onClose={goToStartUrl}>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.login}>{t('auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
