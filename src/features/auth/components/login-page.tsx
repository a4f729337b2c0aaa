import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './auth-links.css';

/** The login modal. The form itself comes with the accounts issue; the shell needs the screen. */
export function LoginPage() {
  const { t } = useTranslation('pages');
  return (
    <AppModal title={t('titles.login')} onClose={goToStartUrl}>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.registration}>{t('auth.toRegistration')}</Link>
        <Link to={ROUTE_PATHS.forgot}>{t('auth.toForgot')}</Link>
      </nav>
    </AppModal>
  );
}
