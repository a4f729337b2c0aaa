import { lazy } from 'react';

/*
 * Every page but the login form, and the signed-in layout, load on demand: the entry holds the
 * providers, the router, the session gate and the login form, so a visitor who only logs in never
 * downloads the planning screens.
 */
export const AppLayout = lazy(() =>
  import('../components/layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
);
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
export const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
export const BudgetPage = lazy(() =>
  import('../features/budget/components/budget-page.tsx').then((m) => ({ default: m.BudgetPage })),
);
export const GuestListPage = lazy(() =>
  import('../features/guests/components/guest-list-page.tsx').then((m) => ({ default: m.GuestListPage })),
);
export const TodoListPage = lazy(() =>
  import('../features/todos/components/todo-list-page.tsx').then((m) => ({ default: m.TodoListPage })),
);
export const SettingsPage = lazy(() =>
  import('../features/settings/components/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
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
export const ExpiryModal = lazy(() =>
  import('../components/expiry-modal/expiry-modal.tsx').then((m) => ({ default: m.ExpiryModal })),
);
