import { endSessions, findSession, findUserEmail, insertSession, setSessionExpiry } from './repository.ts';

/*
 * What other parts of the server may use of accounts: the sessions plugin keeps its rows through
 * these statements, payments mail a receipt to the address, the support desk prints the session user.
 * Nothing else of this folder is imported from outside it.
 */
export const sessionsRepository = { findSession, insertSession, setSessionExpiry, endSessions };
export { findUserEmail };
export { loadSessionUser } from './session-user.ts';
