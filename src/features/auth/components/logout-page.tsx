import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/loading-overlay/loading-overlay.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useServices, useSessionState } from '../../../lib/services/services-context.tsx';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './auth-links.css';

/**
 * Opening /logout logs out (GET /user/logout). On success the session is cleared and the router
 * sends the visitor to login; a failure stays here with its notice and a retry.
 */
export function LogoutPage() {
  const { t } = useTranslation('pages');
  const { session } = useServices();
  const { logoutStatus } = useSessionState();

  useEffect(() => {
    void session.logout();
  }, [session]);

  if (logoutStatus === 'rejected') {
    return (
      <Page title={t('titles.logout')}>
        <p role="alert">{t('logout.failed')}</p>
        <nav className="auth-links">
          <button type="button" onClick={() => void session.logout()}>
            {t('logout.retry')}
          </button>
          <Link to={ROUTE_PATHS.main}>{t('logout.back')}</Link>
        </nav>
      </Page>
    );
  }
  return <LoadingOverlay variant="dark" />;
}
