/** The app's base path (spec section 9); every path below is relative to it. */
export const APP_BASENAME = '/profile';

/**
 * The planning sections: each a feature's page, reached with a subscription (lib/routing/access.ts),
 * loaded on demand (app/planning-sections.ts). A new section adds its path here.
 */
export const PLANNING_SECTION_PATHS = {
  budget: '/budget',
  guestList: '/guest-list',
  toDoList: '/todo-list',
  seatingPlan: '/seating-plan',
  invitations: '/invitations',
  notes: '/notes',
  stores: '/stores',
  weddingDay: '/wedding-day',
  looks: '/looks',
  decor: '/decor',
  contractors: '/contractors',
} as const;

export type PlanningSectionKey = keyof typeof PLANNING_SECTION_PATHS;

export const PLANNING_SECTION_KEYS = Object.keys(PLANNING_SECTION_PATHS) as PlanningSectionKey[];

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
  ...PLANNING_SECTION_PATHS,
  settings: '/settings',
  subscriptions: '/subscriptions',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  privacy: '/privacy/',
  join: '/join',
} as const;

export type RouteKey = keyof typeof ROUTE_PATHS;
