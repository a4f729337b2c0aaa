import type { SessionUser } from '../src/contract/session.ts';
import { scenarioFile, scenarioFiles, scenarioUser } from './scenario-files.ts';

/**
 * The states of the couple that component tests start from. Every file in mocks/scenarios/ is
 * a scenario too (`scenarioFiles`); these are the ones tests name.
 */
export const SCENARIOS = [
  'logged-out',
  'wizard-pending',
  'no-subscription',
  'expiring-subscription',
  'ended-subscription',
  'active',
  'budget-page',
  'settings-members',
  'helper',
  'seating-plan',
  'invitations-page',
  'notes-page',
  'stores-page',
  'invitations-closed',
  'wedding-day-page',
  'looks-page',
  'decor-page',
  'contractors-page',
  'consultation-booked',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

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
