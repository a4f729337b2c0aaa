import type { SessionUser } from '../../../src/contract/session.ts';
import { expiryModalDismissals } from '../../../src/lib/subscription/dismissals.ts';
import { reminderSubject } from '../../../src/lib/subscription/expiry.ts';
import { mockDb } from '../../../mocks/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mock couple's account (the scenario's user). */
export function mockUser(): SessionUser {
  return mockDb.accounts[0].user;
}

/** Gives the mock couple a subscription with that many whole days left (<= 0: ended). */
export function setDaysLeft(days: number, name = 'Месяц'): void {
  const end = new Date(Date.now() + days * DAY_MS);
  mockUser().subscriptions = { name, expires: days, expiresDate: end.toISOString() };
}

/** What the server does once a payment is confirmed: the subscription runs for 30 more days. */
export function payForAMonth(): void {
  setDaysLeft(30);
}

/** Puts the expiry modal away for the mock couple, for tests about what lies under it. */
export function dismissExpiryModal(): void {
  expiryModalDismissals.dismiss(reminderSubject(mockUser()));
}

/** Text with the no-break spaces of Russian number formatting made plain. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
