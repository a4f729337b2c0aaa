import { PLANNING_SECTION_PATHS } from './planning-sections.ts';

/** The app's base path (spec section 9); every path below is relative to it. */
export const APP_BASENAME = '/profile';

/** Paths of the route table (spec section 2) by key, for the routes that have a screen. */
export const ROUTE_PATHS = {
  main: '/',
  login: '/login',
  logout: '/logout',
  forgot: '/forgot',
  newPassword: '/new-password',
  registration: '/registration',
  confirmation: '/user-confirmation',
  wizard: '/first-login',
  // The planning sections' paths, each declared by its feature (planning-sections.ts).
  ...PLANNING_SECTION_PATHS,
  settings: '/settings',
  subscriptions: '/subscriptions',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  privacy: '/privacy/',
  join: '/join',
} as const;

export type RouteKey = keyof typeof ROUTE_PATHS;
