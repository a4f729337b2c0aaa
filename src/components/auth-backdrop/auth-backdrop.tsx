import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
// A file of its own, fetched beside the scripts: the drawing is not code to parse before the dialog shows.
import weddingArtUrl from './wedding-illustration.svg?no-inline';
import './auth-backdrop.css';

/**
 * What a visitor sees behind the login, registration, restore and confirmation dialogs: the
 * product's name, what it does for a couple and a drawing (two rings among leaves and hearts). Plain
 * CSS and an SVG image, no antd, so it shows at once, while the dialog's own chunk is still loading.
 */
export function AuthBackdrop() {
  const { t } = useTranslation(['common', 'pages']);
  return (
    <div className="auth-backdrop">
      <header className="auth-backdrop__intro">
        <h1 className="auth-backdrop__name">{t('common:appName')}</h1>
        <p className="auth-backdrop__tagline">{t('pages:authBackdrop.tagline')}</p>
      </header>
      <img className="auth-backdrop__art" src={weddingArtUrl} alt="" width={320} height={240} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}
