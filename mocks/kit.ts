/*
 * What a section's mocked calls are made of, in one import: the declared call and the collection of
 * rows (answered with the contract's guard, schemas and body rules), the refusals thrown as the
 * services throw theirs, the store, and the answers of files and texts. A handler file
 * (mocks/handlers/) imports these and its section's contract, and keeps only where its rows live.
 */
export { memberOf, mockRoute, type MockMember } from './planning-route.ts';
export { mockCollection, newMockId, newMockToken, newestFirst, planData } from './collection.ts';
export { found, passed, refuse, refuseOn, refuseWith } from './refusals.ts';
export { findAccount, findAccountById, mockDb, newAccount, ownerOf, planKeyOf, signedInAccount } from './store.ts';
export type { MockAccount, MockSeating } from './store.ts';
export { CALENDAR_TYPE, errorResponse, fileAnswer } from './http.ts';
export { catalogueKeyText, checkBody, validationFailed } from './validation.ts';
export { parseMultipart, textFields, uploadOf } from './multipart.ts';
export { sheetAnswer, XLSX_TYPE } from './sheet-file.ts';
