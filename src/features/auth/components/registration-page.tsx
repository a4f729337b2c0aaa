import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './auth-links.css';

/** The registration modal; its consent text links to the privacy policy. The form comes later. */
export function RegistrationPage() {
  const { t } = useTranslation('pages');
  return (
    <AppModal title={t('titles.registration')} onClose={goToStartUrl}>
      <p>
        {t('auth.consent')} <Link to={ROUTE_PATHS.privacy}>{t('auth.privacyLink')}</Link>
      </p>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.login}>{t('auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
