import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WeddingIllustration } from './wedding-illustration.tsx';
import './auth-backdrop.css';

/**
 * What a visitor sees behind the login, registration, restore and confirmation dialogs: the
 * product's name, what it does for a couple and a drawing. Plain CSS and an inline SVG, no antd, so
 * it comes with the entry and shows at once, while the dialog's own chunk is still loading.
 */
export function AuthBackdrop() {
  const { t } = useTranslation(['common', 'pages']);
  return (
    <div className="auth-backdrop">
      <header className="auth-backdrop__intro">
        <h1 className="auth-backdrop__name">{t('common:appName')}</h1>
        <p className="auth-backdrop__tagline">{t('pages:authBackdrop.tagline')}</p>
      </header>
      <WeddingIllustration className="auth-backdrop__art" />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}
