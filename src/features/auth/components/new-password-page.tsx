import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './auth-links.css';

/** The new-password modal. The form comes with the accounts issue. */
export function NewPasswordPage() {
  const { t } = useTranslation('pages');
  return (
    <AppModal title={t('titles.newPassword')} onClose={goToStartUrl}>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.login}>{t('auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
