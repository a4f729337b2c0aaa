import { ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/ru_RU' is CommonJS and drags a second copy of its parts.
import ruRU from 'antd/es/locale/ru_RU';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { NoticesPresenter } from '../lib/notifications/notices-presenter.tsx';
import type { AppServices } from '../lib/services/app-services.ts';
import { ServicesProvider } from '../lib/services/services-context.tsx';
import { APP_THEME } from './theme.ts';

/**
 * The date picker names its year and month buttons "choose a year" (in Russian) while they show
 * the year and the month; without those names a screen reader reads what a person sees.
 */
const LOCALE = {
  ...ruRU,
  DatePicker: ruRU.DatePicker && {
    ...ruRU.DatePicker,
    lang: { ...ruRU.DatePicker.lang, yearSelect: undefined, monthSelect: undefined },
  },
} as typeof ruRU;

/** People who ask their system for less motion get antd without animations. */
function prefersReducedMotion(): boolean {
  // The server's drawing (src/entry-server.tsx) has no window; nothing moves there anyway.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Everything a screen may rely on: antd in Russian (its `App` wrapper is left out: notices are the
 * app's own list, and antd's notification stack would weigh on the login screen), the app's
 * services (HTTP client, session, notices) and SWR with a cache of this app's own. A failed read
 * is not retried behind the user's back: the screen offers a refresh instead.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const [theme] = useState(() => ({
    ...APP_THEME,
    // Builds carry the components' CSS, made with this theme (scripts/vite/antd-styles.ts); the dev
    // server and the tests in jsdom let antd style itself.
    zeroRuntime: import.meta.env.PROD,
    token: { ...APP_THEME.token, motion: !prefersReducedMotion() },
  }));
  return (
    <ConfigProvider locale={LOCALE} theme={theme}>
      <div className="ant-app">
        <ServicesProvider services={services}>
          <SWRConfig
            value={{ provider: () => services.readCache, shouldRetryOnError: false, revalidateOnFocus: false }}
          >
            <NoticesPresenter />
            {children}
          </SWRConfig>
        </ServicesProvider>
      </div>
    </ConfigProvider>
  );
}
