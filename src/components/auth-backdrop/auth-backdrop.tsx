import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
// The drawing is the login screen's largest paint, so it comes inside the entry as a data: URL (1.4 KB
// of SVG, under 1 KiB compressed): painted with the first render, never waiting for a request of its own
// that the browser would only discover once the scripts ran. CSP allows data: images.
import weddingArtUrl from './wedding-illustration.svg?inline';
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
