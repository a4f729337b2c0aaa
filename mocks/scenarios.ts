import type { SessionUser } from '../src/contract/session.ts';
import { scenarioFile, scenarioFiles, scenarioUser } from './scenario-files.ts';

/**
 * The states of the couple that component tests start from. Every file in mocks/scenarios/ is
 * a scenario too (`scenarioFiles`); these are the ones tests name, besides each section's own
 * `<name>-page` scenario (a subscribed couple on that page's data), which needs no line here. A name
 * without its file fails as the test starts (`scenarioFile`).
 */
export const SCENARIOS = [
  'logged-out',
  'wizard-pending',
  'no-subscription',
  'expiring-subscription',
  'ended-subscription',
  'active',
  'settings-members',
  'helper',
  'seating-plan',
  'invitations-closed',
  'consultation-booked',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number] | `${string}-page`;

/** The page scenarios (`budget-page`, `notes-page`, …): a subscribed couple on a page's data. */
export const PAGE_SCENARIOS = [...scenarioFiles.keys()].filter((name) => name.endsWith('-page')).sort();

/** Whether a file in mocks/scenarios/ has this name. */
export function isScenarioFileName(value: unknown): value is string {
  return typeof value === 'string' && scenarioFiles.has(value);
}

/** The couple a scenario signs in as (for logged-out: the account one can log in to). */
export function coupleUser(scenario: string): SessionUser {
  return scenarioUser(scenarioFile(scenario));
}

/** The password every mock account accepts. */
export const MOCK_PASSWORD = 'secret-password';

/** The confirmation code every mock registration "mails". */
export const MOCK_CODE = '123456';

/** The restore token every mock password restore "mails". */
export const MOCK_RESTORE_TOKEN = 'restore-token-2027';
