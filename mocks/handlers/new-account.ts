import type { SessionUser } from '../../src/contract/session.ts';
import { mockDb, type MockAccount } from '../store.ts';

/** A freshly registered account: nothing filled in, the wizard pending, never subscribed. */
export function newAccount(email: string, id = `u_${crypto.randomUUID()}`): MockAccount {
  const user: SessionUser = {
    id,
    email: email.trim().toLowerCase(),
    brideName: null,
    groomName: null,
    userpic: null,
    registrationDate: null,
    registrationLocation: null,
    banquetDate: null,
    banquetLocation: null,
    amountOfGuests: null,
    isShowAdvice: false,
    isShowInitWizard: true,
    subscriptions: null,
    wedding: { id: `w_${crypto.randomUUID()}`, role: 'owner' },
  };
  const account: MockAccount = {
    user,
    password: '',
    activated: false,
    code: null,
    codeSentAt: null,
    restoreToken: null,
  };
  mockDb.accounts.push(account);
  return account;
}
