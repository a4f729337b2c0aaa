import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { mapSearchUrl } from '../map-link.ts';
import { Countdown } from './countdown.tsx';

/** The couple's card: photo, names, when and where the registration is, and the countdown to it. */
export function ProfileCard({ session }: { session: SessionUser }) {
  const { t } = useTranslation('dashboard');
  const names = t('profile.names', { bride: session.brideName ?? '', groom: session.groomName ?? '' }).trim();
  const place = session.registrationLocation?.trim();

  return (
    <section className="dashboard-card profile-card" aria-label={t('profile.heading')} data-testid="profile-card">
      <div className="profile-card__who">
        <Link to={ROUTE_PATHS.settings} className="profile-card__photo-link">
          {/* Named by this text rather than aria-label, which would differ from the initials shown. */}
          <span className="visually-hidden-text">{t('profile.editProfile')}</span>
          {session.userpic ? (
            <img className="profile-card__photo" src={session.userpic} alt={t('profile.photoAlt')} />
          ) : (
            <span className="profile-card__photo profile-card__photo--initials" aria-hidden>
              {(session.brideName?.[0] ?? '') + (session.groomName?.[0] ?? '')}
            </span>
          )}
        </Link>
        <div className="profile-card__text">
          <h2 className="profile-card__names">{names}</h2>
          <dl className="profile-card__facts">
            {session.registrationDate ? (
              <div className="profile-card__fact">
                <dt>{t('profile.registrationDate')}</dt>
                <dd data-testid="registration-date">{formatDateTime(session.registrationDate)}</dd>
              </div>
            ) : null}
            <div className="profile-card__fact">
              <dt>{t('profile.registrationPlace')}</dt>
              <dd>
                {place ? (
                  <a
                    href={mapSearchUrl(place)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('profile.placeOnMap', { place })}
                    data-testid="registration-place"
                  >
                    {place}
                  </a>
                ) : (
                  <>
                    {t('profile.noPlace')} <Link to={ROUTE_PATHS.settings}>{t('profile.editProfile')}</Link>
                  </>
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <Countdown registrationDate={session.registrationDate} />
    </section>
  );
}
