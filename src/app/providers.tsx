import { ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/ru_RU' is CommonJS and drags a second copy of its parts.
import ruRU from 'antd/es/locale/ru_RU';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { NoticesPresenter } from '../lib/notifications/notices-presenter.tsx';
import type { AppServices } from '../lib/services/app-services.ts';
import { ServicesProvider } from '../lib/services/services-context.tsx';

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/*
 * Colours that carry text reach 4.5:1 on white and on their own light backgrounds (WCAG 1.4.3):
 * antd's defaults (#1677ff links, #52c41a and #389e0d greens, #d46b08 orange, #ff4d4f red, text at
 * 45 % black) fall short. Colours one step darker keep the same hues; the preset tag colours'
 * texts are darkened in base.css.
 */
const READABLE_COLOURS = {
  colorLink: '#c2185b',
  colorLinkHover: '#a3134c',
  colorLinkActive: '#880e4f',
  // A darker seed would also darken the light backgrounds antd derives from it: those stay as they were.
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#ffd591',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  // A field's hint (a select's placeholder) and the controls the sample wedding turns off are still read.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
} as const;

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
    token: { colorPrimary: '#c2185b', ...READABLE_COLOURS, fontFamily: FONT_FAMILY, motion: !prefersReducedMotion() },
  }));
  return (
    <ConfigProvider locale={LOCALE} theme={theme}>
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
