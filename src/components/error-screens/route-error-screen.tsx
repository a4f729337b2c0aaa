import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ServerScreenHandOff } from '../../lib/server-screen/hand-off.ts';
import './error-screens.css';

/** The router's fallback error screen (spec section 2); plain markup, so it shows whatever failed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const details = error instanceof Error ? error.message : null;
  return (
    <main className="error-screen" role="alert">
      <ServerScreenHandOff />
      <h1 className="error-screen__title">{t('unexpectedApplicationError')}</h1>
      <p className="error-screen__text">{t('unexpectedApplicationErrorHint')}</p>
      {details ? <pre className="error-screen__details">{details}</pre> : null}
      <button type="button" className="error-screen__button" onClick={() => window.location.reload()}>
        {t('reloadPage')}
      </button>
    </main>
  );
}
