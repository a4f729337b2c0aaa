/*
 * What other parts of the server may use of payments (the support desk lists a user's payments).
 * Nothing else of this folder is imported from outside it.
 */
export { listForUser as listPaymentsOfUser } from './repository.ts';
