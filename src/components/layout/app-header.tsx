import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../contract/session.ts';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';

interface AppHeaderProps {
  session: SessionUser | null;
  navIsHidden: boolean;
  onToggleNavHidden: () => void;
  navId: string;
}

/** The header: logo, the navigation toggle, the couple with their picture, Settings and Log out. */
export function AppHeader({ session, navIsHidden, onToggleNavHidden, navId }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  return (
    <header className="app-header">
      <button
        type="button"
        className="app-header__toggle"
        aria-label={t(navIsHidden ? 'showNavigation' : 'hideNavigation')}
        aria-controls={navId}
        aria-expanded={!navIsHidden}
        onClick={onToggleNavHidden}
      >
        {navIsHidden ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      <Link to={ROUTE_PATHS.main} className="app-header__logo" aria-label={t('logoLabel')}>
        <svg viewBox="0 0 32 29" aria-hidden="true" focusable="false" className="app-header__logo-mark">
          <path d="M16 28.5 13.7 26.4C5.6 19 0.2 14.1 0.2 8.1 0.2 3.2 4 -0.6 8.9 -0.6c2.7 0 5.4 1.3 7.1 3.3 1.7-2 4.4-3.3 7.1-3.3 4.9 0 8.7 3.8 8.7 8.7 0 6-5.4 10.9-13.5 18.3L16 28.5Z" />
        </svg>
        <span className="app-header__logo-text">{t('logoText')}</span>
      </Link>
      <div className="app-header__spacer" />
      {session ? <SessionChip session={session} /> : null}
      <Link to={ROUTE_PATHS.settings} className="app-header__shortcut" aria-label={t('settings')}>
        <SettingOutlined aria-hidden="true" />
        <span className="app-header__shortcut-label">{t('settings')}</span>
      </Link>
      <Link to={ROUTE_PATHS.logout} className="app-header__shortcut" aria-label={t('logout')}>
        <LogoutOutlined aria-hidden="true" />
        <span className="app-header__shortcut-label">{t('logout')}</span>
      </Link>
    </header>
  );
}

/** The couple's names joined by an ampersand and the userpic, linking to settings; only with a session. */
function SessionChip({ session }: { session: SessionUser }) {
  const { t } = useTranslation('layout');
  const names = coupleNames(session, t('coupleNames', { bride: session.brideName, groom: session.groomName }));
  return (
    <Link to={ROUTE_PATHS.settings} className="app-header__chip" data-testid="session-chip">
      <span className="app-header__userpic" aria-hidden="true">
        {session.userpic ? <img src={session.userpic} alt="" /> : <UserOutlined />}
      </span>
      <span className="app-header__names">{names}</span>
    </Link>
  );
}

function coupleNames(session: SessionUser, joined: string): string {
  if (session.brideName && session.groomName) return joined;
  return session.brideName || session.groomName || session.email;
}
