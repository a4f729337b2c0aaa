import { ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/ru_RU' is CommonJS and drags a second copy of its parts.
import ruRU from 'antd/es/locale/ru_RU';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { NoticesPresenter } from '../lib/notifications/notices-presenter.tsx';
import type { AppServices } from '../lib/services/app-services.ts';
import { ServicesProvider } from '../lib/services/services-context.tsx';

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** People who ask their system for less motion get antd without animations. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Everything a screen may rely on: antd in Russian (its `App` wrapper is left out: notices are the
 * app's own list, and antd's notification stack would weigh on the login screen), the app's
 * services (HTTP client, session, notices) and SWR with a cache of this app's own. A failed read
 * is not retried behind the user's back: the screen offers a refresh instead.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const [theme] = useState(() => ({
    token: { colorPrimary: '#c2185b', fontFamily: FONT_FAMILY, motion: !prefersReducedMotion() },
  }));
  return (
    <ConfigProvider locale={ruRU} theme={theme}>
      <div className="ant-app">
        <ServicesProvider services={services}>
          <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
            <NoticesPresenter />
            {children}
          </SWRConfig>
        </ServicesProvider>
      </div>
    </ConfigProvider>
  );
}
