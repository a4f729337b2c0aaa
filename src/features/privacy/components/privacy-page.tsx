import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import './privacy-page.css';

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
        <p>{t('contact', { email: appConfig.privacyEmail })}</p>
      </article>
      <Link to={ROUTE_PATHS.main}>{t('pages:privacyBack')}</Link>
    </main>
  );
}
