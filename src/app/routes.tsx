import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthBackdrop } from '../components/auth-backdrop/auth-backdrop.tsx';
import { RouteErrorScreen } from '../components/error-screens/route-error-screen.tsx';
import { PLANNING_SECTION_KEYS } from '../lib/routing/planning-sections.ts';
import { ROUTE_PATHS, type RouteKey } from '../lib/routing/route-paths.ts';
import * as pages from './lazy-pages.ts';
import { PlanningSectionScreen } from './planning-section-screen.tsx';
import { RouteRoot, type AppRouteHandle } from './route-root.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';

function screen(key: RouteKey, element: ReactNode): RouteObject {
  const handle: AppRouteHandle = { key };
  // Paths are relative to the pathless root, so their leading slash goes.
  return { path: ROUTE_PATHS[key].slice(1), handle, element };
}

/**
 * The route table of spec section 2. Who may see which route is decided in one place
 * (lib/routing/access.ts) by RouteRoot; a path without a screen matches the catch-all and is sent to
 * the home of the visitor's state.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteRoot />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // The auth dialogs open over the product's own backdrop (name, tagline, drawing).
        element: <AuthBackdrop />,
        children: [
          screen('login', <pages.LoginPage />),
          screen('forgot', <pages.ForgotPage />),
          screen('newPassword', <pages.NewPasswordPage />),
          screen('registration', <pages.RegistrationPage />),
          screen('confirmation', <pages.ConfirmationPage />),
        ],
      },
      screen('wizard', <pages.WizardPage />),
      {
        element: <SignedInFrame />,
        children: [
          { index: true, handle: { key: 'main' } satisfies AppRouteHandle, element: <pages.DashboardPage /> },
          ...PLANNING_SECTION_KEYS.map((key) => {
            const Page = pages.PlanningSectionPages[key];
            return screen(
              key,
              <PlanningSectionScreen section={key}>
                <Page />
              </PlanningSectionScreen>,
            );
          }),
          screen('subscriptions', <pages.SubscriptionsPage />),
          screen('settings', <pages.SettingsPage />),
          screen('logout', <pages.LogoutPage />),
        ],
      },
      screen('paymentSuccess', <pages.PaymentSuccessPage />),
      screen('paymentFailure', <pages.PaymentFailurePage />),
      screen('privacy', <pages.PrivacyPage />),
      screen('join', <pages.JoinPage />),
      { path: '*', element: null },
    ],
  },
];
