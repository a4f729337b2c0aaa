/*
 * What other features may use of the guest's side: the Telegram bot reads a household's page and
 * answers for it exactly as the page's form does (the guest list, the activity and the couple's
 * open pages follow alike).
 */
export { answer, depsOf, householdPage } from './household.ts';
