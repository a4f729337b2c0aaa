import type { SessionUser, SubscriptionSummary } from '../src/contract/session.ts';

/** Named starting states for tests and `npm run dev:mock` (`?scenario=…`). */
export const SCENARIOS = [
  'logged-out',
  'wizard-pending',
  'no-subscription',
  'expiring-subscription',
  'ended-subscription',
  'active',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function subscription(daysLeft: number): SubscriptionSummary {
  const end = new Date(Date.now() + daysLeft * DAY_MS);
  end.setUTCHours(0, 0, 0, 0);
  return { name: 'Месяц', expires: daysLeft, expiresDate: end.toISOString() };
}

/** The couple every scenario signs in as; fields change with the scenario. */
export function coupleUser(scenario: ScenarioName): SessionUser {
  const base: SessionUser = {
    id: 'u_anna',
    email: 'anna@example.ru',
    brideName: 'Анна',
    groomName: 'Пётр',
    userpic: null,
    registrationDate: '2027-06-12T11:00:00.000Z',
    registrationLocation: 'Грибоедовский ЗАГС',
    banquetDate: '2027-06-12T15:00:00.000Z',
    banquetLocation: 'Ресторан «Сад»',
    amountOfGuests: 1,
    isShowAdvice: false,
    isShowInitWizard: false,
    subscriptions: subscription(27),
  };
  switch (scenario) {
    case 'wizard-pending':
      return {
        ...base,
        brideName: null,
        groomName: null,
        registrationDate: null,
        registrationLocation: null,
        banquetDate: null,
        banquetLocation: null,
        amountOfGuests: null,
        isShowInitWizard: true,
        subscriptions: null,
      };
    case 'no-subscription':
      return { ...base, subscriptions: null };
    case 'expiring-subscription':
      // Fewer than 8 days left: the expiry modal and the banner warn (spec section 2).
      return { ...base, subscriptions: subscription(5) };
    case 'ended-subscription':
      return { ...base, subscriptions: subscription(-3) };
    default:
      return base;
  }
}

/** The password every mock account accepts. */
export const MOCK_PASSWORD = 'secret-password';

/** The confirmation code every mock registration "mails". */
export const MOCK_CODE = '123456';

/** The restore token every mock password restore "mails". */
export const MOCK_RESTORE_TOKEN = 'restore-token-2027';
