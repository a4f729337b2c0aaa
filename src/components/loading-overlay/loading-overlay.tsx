import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './loading-overlay.css';

export type LoadingOverlayVariant = 'plain' | 'light' | 'dark';

/**
 * A wait shorter than this is not announced: a heart that beats for a blink reads as a flicker,
 * and its paint makes the browser draw twice. The screen stays covered meanwhile.
 */
export const OVERLAY_GRACE_MS = 300;

/** False for the first `ms` after mounting, then true. */
function useShownAfter(ms: number): boolean {
  const [shown, setShown] = useState(ms === 0);
  useEffect(() => {
    if (ms === 0) return;
    const timer = window.setTimeout(() => setShown(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return shown;
}

/**
 * The full-screen loading overlay with a beating heart (spec section 1): plain (page background),
 * light (a white veil over the page) or dark (a dark veil). Deliberately free of antd, so it can
 * show before the rest of the app has loaded. A `delayed` overlay covers the screen at once but
 * shows its heart and text only once the wait has lasted OVERLAY_GRACE_MS (the session lookup and
 * a page's code, which usually take less).
 */
export function LoadingOverlay({
  variant = 'plain',
  active = true,
  delayed = false,
}: {
  variant?: LoadingOverlayVariant;
  active?: boolean;
  delayed?: boolean;
}) {
  const { t } = useTranslation();
  const shown = useShownAfter(delayed ? OVERLAY_GRACE_MS : 0);
  if (!active) return null;
  return (
    <div
      className={`loading-overlay loading-overlay--${variant}`}
      role="status"
      aria-live="polite"
      data-variant={variant}
    >
      {shown && <LoadingHeart label={t('loading')} />}
    </div>
  );
}

function LoadingHeart({ label }: { label: string }) {
  return (
    <>
      <svg className="loading-overlay__heart" viewBox="0 0 32 29" aria-hidden="true" focusable="false">
        <path d="M16 28.5 13.7 26.4C5.6 19 0.2 14.1 0.2 8.1 0.2 3.2 4 -0.6 8.9 -0.6c2.7 0 5.4 1.3 7.1 3.3 1.7-2 4.4-3.3 7.1-3.3 4.9 0 8.7 3.8 8.7 8.7 0 6-5.4 10.9-13.5 18.3L16 28.5Z" />
      </svg>
      <span className="loading-overlay__label">{label}</span>
    </>
  );
}
