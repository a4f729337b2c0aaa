import LockOutlined from '@ant-design/icons/LockOutlined';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../contract/session.ts';
import { appConfig } from '../../lib/config.ts';
import { hasSubscriptionExpiry, isAllowedWithoutSubscription } from '../../lib/routing/access.ts';
import { LockedEntryPrompt } from './locked-entry-prompt.tsx';
import { NAV_ENTRIES, type NavEntry } from './nav-entries.tsx';

/**
 * The left navigation. With a subscription expiry every entry is a link and the current one is
 * highlighted; without one, entries the subscription check does not allow are not links: they show
 * a lock, and a tap explains what opens them.
 */
export function AppNavigation({ session, id }: { session: SessionUser; id: string }) {
  const { t } = useTranslation('layout');
  const unlocked = hasSubscriptionExpiry(session);
  const [promptFor, setPromptFor] = useState<string | null>(null);

  return (
    <nav className="app-nav" id={id} aria-label={t('navigationLabel')}>
      <ul className="app-nav__list">
        {NAV_ENTRIES.map((entry, index) => (
          <NavItem
            key={entry.kind === 'separator' ? `separator-${index}` : entry.key}
            entry={entry}
            unlocked={unlocked}
            onLockedTap={setPromptFor}
          />
        ))}
      </ul>
      <LockedEntryPrompt section={promptFor} onClose={() => setPromptFor(null)} />
    </nav>
  );
}

function NavItem({
  entry,
  unlocked,
  onLockedTap,
}: {
  entry: NavEntry;
  unlocked: boolean;
  onLockedTap: (section: string) => void;
}) {
  const { t } = useTranslation('layout');
  if (entry.kind === 'separator') return <li className="app-nav__separator" aria-hidden="true" />;

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
        <button
          type="button"
          className="app-nav__item app-nav__item--locked"
          aria-haspopup="dialog"
          title={t('lockedHint')}
          onClick={() => onLockedTap(label)}
        >
          {content}
          <LockOutlined className="app-nav__lock" aria-label={t('lockedHint')} />
        </button>
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
