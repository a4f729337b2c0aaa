import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './privacy-page.css';

/** Who the operator is and how to reach them, as far as the build was configured (VITE_PRIVACY_*). */
function OperatorContacts() {
  const { t } = useTranslation('privacy');
  const { privacyOperator, privacyAddress, privacyEmail } = appConfig;
  if (!privacyOperator && !privacyAddress && !privacyEmail) return null;
  return (
    <section>
      <h2>{t('operatorHeading')}</h2>
      {privacyOperator && <p>{t('operator', { name: privacyOperator })}</p>}
      {privacyAddress && <p>{t('address', { address: privacyAddress })}</p>}
      {privacyEmail && (
        <p>
          {t('contact')} <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
        </p>
      )}
    </section>
  );
}

/** The privacy policy (Federal Law 152-FZ), open to every visitor whatever their session. */
export function PrivacyPage() {
  const { t } = useTranslation(['privacy', 'pages']);
  const sections = t('sections', { returnObjects: true });
  return (
    <main className="privacy-page">
      <article>
        <h1>{t('title')}</h1>
        <p className="privacy-page__updated">{t('updated')}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <OperatorContacts />
      </article>
      <Link to={ROUTE_PATHS.main}>{t('pages:privacyBack')}</Link>
    </main>
  );
}
