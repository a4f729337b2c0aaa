import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../contract/session.ts';
import { appConfig } from '../../lib/config.ts';
import { hasSubscriptionExpiry, isAllowedWithoutSubscription } from '../../lib/routing/access.ts';
import { NAV_ENTRIES, type NavEntry } from './nav-entries.tsx';

/**
 * The left navigation. With a subscription expiry every entry is a link and the current one is
 * highlighted; without one, entries the subscription check does not allow are plain text.
 */
export function AppNavigation({ session, id }: { session: SessionUser; id: string }) {
  const { t } = useTranslation('layout');
  const unlocked = hasSubscriptionExpiry(session);

  return (
    <nav className="app-nav" id={id} aria-label={t('navigationLabel')}>
      <ul className="app-nav__list">
        {NAV_ENTRIES.map((entry, index) => (
          <NavItem
            key={entry.kind === 'separator' ? `separator-${index}` : entry.key}
            entry={entry}
            unlocked={unlocked}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({ entry, unlocked }: { entry: NavEntry; unlocked: boolean }) {
  const { t } = useTranslation('layout');
  if (entry.kind === 'separator') return <li className="app-nav__separator" role="separator" />;

  const label = t(`nav.${entry.key}`);
  const content = (
    <>
      <span className="app-nav__icon" aria-hidden="true">
        {entry.icon}
      </span>
      <span className="app-nav__label">{label}</span>
    </>
  );

  if (!unlocked && !isAllowedWithoutSubscription(entry.key)) {
    return (
      <li>
        <span className="app-nav__item app-nav__item--locked" aria-disabled="true" title={t('lockedHint')}>
          {content}
        </span>
      </li>
    );
  }
  if (entry.kind === 'external') {
    return (
      <li>
        <a className="app-nav__item" href={appConfig.blogUrl} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={entry.path}
        end={entry.path === '/'}
        className={({ isActive }) => (isActive ? 'app-nav__item app-nav__item--active' : 'app-nav__item')}
      >
        {content}
      </NavLink>
    </li>
  );
}
