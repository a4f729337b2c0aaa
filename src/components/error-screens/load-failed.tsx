import { useTranslation } from 'react-i18next';
import './error-screens.css';

/** What a page or widget shows when its data did not load (spec section 8), with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__text">{t('loadFailed')}</p>
      <button type="button" className="error-screen__button" onClick={onRetry}>
        {t('refresh')}
      </button>
    </div>
  );
}
