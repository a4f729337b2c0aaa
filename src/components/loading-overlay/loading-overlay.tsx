import { useTranslation } from 'react-i18next';
import './loading-overlay.css';

export type LoadingOverlayVariant = 'plain' | 'light' | 'dark';

/**
 * The full-screen loading overlay with a beating heart (spec section 1): plain (page background),
 * light (a white veil over the page) or dark (a dark veil). Deliberately free of antd, so it can
 * show before the rest of the app has loaded.
 */
export function LoadingOverlay({
  variant = 'plain',
  active = true,
}: {
  variant?: LoadingOverlayVariant;
  active?: boolean;
}) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      className={`loading-overlay loading-overlay--${variant}`}
      role="status"
      aria-live="polite"
      data-variant={variant}
    >
      <svg className="loading-overlay__heart" viewBox="0 0 32 29" aria-hidden="true" focusable="false">
        <path d="M16 28.5 13.7 26.4C5.6 19 0.2 14.1 0.2 8.1 0.2 3.2 4 -0.6 8.9 -0.6c2.7 0 5.4 1.3 7.1 3.3 1.7-2 4.4-3.3 7.1-3.3 4.9 0 8.7 3.8 8.7 8.7 0 6-5.4 10.9-13.5 18.3L16 28.5Z" />
      </svg>
      <span className="loading-overlay__label">{t('loading')}</span>
    </div>
  );
}
