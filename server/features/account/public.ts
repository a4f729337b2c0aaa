import { endSessions, findSession, insertSession, setSessionExpiry } from './repository.ts';

/*
 * What other parts of the server may use of accounts: the sessions plugin keeps its rows through
 * these statements, payments mail a receipt to the address, the support desk finds a user by
 * address and prints the session user, the planning features read the wedding date, and payments and the support desk find a user's wedding. Nothing else
 * of this folder is imported from outside it.
 */
export const sessionsRepository = { findSession, insertSession, setSessionExpiry, endSessions };
export { findUserEmail, findUserForSupport, findWeddingDate, findWeddingOf } from './repository.ts';
export type { SessionLookup } from './repository.ts';
export { loadSessionUser } from './session-user.ts';
export { render as templateMail, mailDate } from './mails.ts';
