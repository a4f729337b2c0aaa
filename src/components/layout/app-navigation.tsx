import LockOutlined from '@ant-design/icons/LockOutlined';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../contract/session.ts';
import { appConfig } from '../../lib/config.ts';
import { hasSubscriptionExpiry, isAllowedWithoutSubscription } from '../../lib/routing/access.ts';
import { isPlanningSectionKey } from '../../lib/routing/planning-sections.ts';
import { NAV_ENTRIES, type NavEntry } from './nav-entries.tsx';

/**
 * The left navigation. With a subscription expiry every entry is a link to the couple's own pages
 * and the current one is highlighted; without one, a planning entry shows a lock, says what the
 * subscription opens there, and leads to that page on the sample wedding (access.ts `isSampleView`),
 * whose banner leads on to the tariffs.
 */
export function AppNavigation({
  session,
  id,
  onIntent,
}: {
  session: SessionUser;
  id: string;
  /** Hears the path of an entry about to be opened: a pointer over it, a touch, the keyboard's focus. */
  onIntent?: (path: string) => void;
}) {
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
            onIntent={onIntent}
          />
        ))}
      </ul>
    </nav>
  );
}

/** The moments a link is about to be followed, each a few hundred milliseconds before the click. */
function intentHandlers(announce: () => void) {
  return { onMouseEnter: announce, onFocus: announce, onTouchStart: announce };
}

const itemClass =
  (locked: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    ['app-nav__item', locked && 'app-nav__item--locked', isActive && 'app-nav__item--active'].filter(Boolean).join(' ');

function NavItem({
  entry,
  unlocked,
  onIntent,
}: {
  entry: NavEntry;
  unlocked: boolean;
  onIntent?: (path: string) => void;
}) {
  const { t } = useTranslation(['layout', 'sections']);
  if (entry.kind === 'separator') return <li className="app-nav__separator" aria-hidden="true" />;
  const intent = entry.kind === 'route' && onIntent ? intentHandlers(() => onIntent(entry.path)) : {};

  // A planning section names itself (locales/ru/sections/<key>.json); the shell's entries are in layout.
  const label = isPlanningSectionKey(entry.key) ? t(`sections:${entry.key}.title`) : t(`nav.${entry.key}`);
  const content = (
    <>
      <span className="app-nav__icon" aria-hidden="true">
        {entry.icon}
      </span>
      <span className="app-nav__label">{label}</span>
    </>
  );

  if (entry.kind === 'external') {
    return (
      <li>
        <a className="app-nav__item" href={appConfig.blogUrl} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      </li>
    );
  }
  const locked = !unlocked && !isAllowedWithoutSubscription(entry.key);
  if (locked) {
    // Said in words as well as on hover: a phone has no hover.
    // Only the planning sections are locked (access.ts).
    const unlocks = isPlanningSectionKey(entry.key) ? t(`sections:${entry.key}.locked`) : '';
    return (
      <li>
        <NavLink to={entry.path} className={itemClass(true)} title={unlocks} aria-description={unlocks} {...intent}>
          <span className="app-nav__icon" aria-hidden="true">
            {entry.icon}
          </span>
          <span className="app-nav__locked-text">
            <span className="app-nav__label">{label}</span>
            <span className="app-nav__sample-hint">{t('lockedSampleHint')}</span>
          </span>
          <LockOutlined className="app-nav__lock" aria-label={t('lockedHint')} />
        </NavLink>
      </li>
    );
  }
  return (
    <li>
      <NavLink to={entry.path} end={entry.path === '/'} className={itemClass(false)} {...intent}>
        {content}
      </NavLink>
    </li>
  );
}
