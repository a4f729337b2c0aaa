import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { readResource } from '../lib/api/read-resource.ts';
import type { AppServices } from '../lib/services/app-services.ts';
import { withTexts } from '../lib/i18n.ts';
import type { PlanningSectionKey } from '../lib/routing/planning-section.ts';
import { PLANNING_SECTIONS } from '../lib/routing/planning-sections.ts';
import { ROUTE_PATHS, type RouteKey } from '../lib/routing/route-paths.ts';
import { firstReads as dashboardFirstReads } from '../features/dashboard/api/first-reads.ts';

/*
 * Every page but the login form, and the signed-in layout, load on demand: the entry holds the
 * providers, the router, the session gate and the login form, so a visitor who only logs in never
 * downloads the planning screens.
 */
const loadAppLayout = () => import('../components/layout/app-layout.tsx');
export const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
// The login form is the first screen of most visits: it comes with the entry, so its scripts are all
// known from the HTML instead of a second round of requests once the entry has run (issue 23).
export { LoginPage } from '../features/auth/components/login-page.tsx';
export const ForgotPage = lazy(() =>
  import('../features/auth/components/forgot-page.tsx').then((m) => ({ default: m.ForgotPage })),
);
export const NewPasswordPage = lazy(() =>
  import('../features/auth/components/new-password-page.tsx').then((m) => ({ default: m.NewPasswordPage })),
);
export const RegistrationPage = lazy(() =>
  import('../features/auth/components/registration-page.tsx').then((m) => ({ default: m.RegistrationPage })),
);
export const ConfirmationPage = lazy(() =>
  import('../features/auth/components/confirmation-page.tsx').then((m) => ({ default: m.ConfirmationPage })),
);
export const LogoutPage = lazy(() =>
  import('../features/auth/components/logout-page.tsx').then((m) => ({ default: m.LogoutPage })),
);
export const WizardPage = lazy(() =>
  import('../features/wizard/components/wizard-page.tsx').then((m) => ({ default: m.WizardPage })),
);
// The to-do widget reads the checklist's wording (todos) to pass over tasks the plan has settled.
const loadDashboardPage = withTexts(
  () => import('../features/dashboard/components/dashboard-page.tsx'),
  ['dashboard', 'activity', 'todos'],
);
export const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));
/** The planning sections' pages, by section (each declared in its feature's section.tsx). */
export const PlanningSectionPages = Object.fromEntries(
  PLANNING_SECTIONS.map((section) => [section.key, lazy(section.page)]),
) as Record<PlanningSectionKey, LazyExoticComponent<ComponentType>>;
const loadSettingsPage = withTexts(() => import('../features/settings/components/settings-page.tsx'), ['settings']);
export const SettingsPage = lazy(() => loadSettingsPage().then((m) => ({ default: m.SettingsPage })));
export const SubscriptionsPage = lazy(() =>
  import('../features/subscriptions/components/subscriptions-page.tsx').then((m) => ({
    default: m.SubscriptionsPage,
  })),
);
export const PaymentSuccessPage = lazy(() =>
  import('../features/payment/components/payment-success-page.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
);
export const PaymentFailurePage = lazy(() =>
  import('../features/payment/components/payment-failure-page.tsx').then((m) => ({ default: m.PaymentFailurePage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/privacy/components/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })),
);
export const JoinPage = lazy(() =>
  import('../features/wedding/components/join-page.tsx').then((m) => ({ default: m.JoinPage })),
);
export const ExpiryModalDialog = lazy(() =>
  import('../components/expiry-modal/expiry-modal-dialog.tsx').then((m) => ({ default: m.ExpiryModalDialog })),
);

/**
 * The signed-in screens a session lookup is most often followed by, by route key: the main page,
 * every planning section and the settings (the screens the server draws, src/entry-server.tsx).
 */
export const SIGNED_IN_SCREENS: Partial<Record<RouteKey, () => Promise<object>>> = {
  main: loadDashboardPage,
  ...Object.fromEntries(PLANNING_SECTIONS.map((section) => [section.key, section.page])),
  settings: loadSettingsPage,
};

/**
 * The reads of the screens most often opened first, each list in its feature (the main page's
 * api/first-reads.ts, a section's `firstReads`).
 * In the entry (their route declarations: about 3 KiB gzip): the reads leave as soon as the session
 * lookup allows them, alongside the screen's code, rather than after one more chunk has arrived and
 * run, which measured 0.1 to 0.2 s of a phone's largest paint.
 */
const FIRST_READS: Partial<Record<RouteKey, () => string[]>> = {
  main: dashboardFirstReads,
  ...Object.fromEntries(PLANNING_SECTIONS.map((section) => [section.key, section.firstReads])),
};

/**
 * Starts fetching the signed-in layout and the page of a signed-in screen before the app first
 * renders (main.tsx), while the session lookup may still be under way, instead of one after the
 * other once it has answered: a couple opening the main page or a planning page waits one round
 * trip less. The auth screens start nothing, so the login screen never downloads the signed-in
 * frame; a signed-out visitor who opens a planning address downloads its chunks (tens of KiB)
 * before being sent to the login screen.
 */
export function preloadSignedInScreen(key: RouteKey | null): void {
  const loadPage = key ? SIGNED_IN_SCREENS[key] : undefined;
  if (!loadPage) return;
  // A failed fetch here is tried again, and reported, when the screen renders.
  void loadAppLayout().catch(() => undefined);
  void loadPage().catch(() => undefined);
}

/**
 * Once the session lookup says the couple may read their plan, starts the reads of the screen
 * opened first alongside its code (preloadSignedInScreen): the screen renders with its data a
 * round trip sooner. Without a subscription the sections show the sample wedding and read nothing.
 */
export function preloadFirstReads(key: RouteKey | null, { http, earlyReads }: AppServices): void {
  firstReadsOf(key).forEach((read) => earlyReads.start(read, () => readResource(http, read)));
}

/** The reads a screen makes as it opens (none for screens without a list in FIRST_READS). */
export function firstReadsOf(key: RouteKey | null): string[] {
  return (key && FIRST_READS[key]?.()) || [];
}

/**
 * Starts fetching the code and texts of the signed-in screen at a path (the navigation entry a
 * pointer is over, a finger touches or the keyboard reaches): by the click it is mostly there.
 * Nothing is fetched ahead in the background, where it would compete with the screen being used
 * for a phone's bandwidth and processor.
 */
export function prefetchScreenAt(path: string): void {
  const key = (Object.keys(ROUTE_PATHS) as RouteKey[]).find((candidate) => ROUTE_PATHS[candidate] === path);
  // A failed fetch here is tried again, and reported, when the screen renders.
  if (key) void SIGNED_IN_SCREENS[key]?.().catch(() => undefined);
}
