import type { ContractCase } from './cases.ts';
import { apiRequest } from './states.ts';

/*
 * The whole wedding out in one .zip and back in (issue 42, wedding-archive-routes.ts): the export of
 * a couple (compared by its type: a zip), the helper's 403 and the 401 without a session on both
 * calls, and an import into a plan that already has a guest (409). An import that writes is left out:
 * the real account's plan and the mock's differ in what they hold, and the archive's format
 * (wedding.json) is the server's.
 */

/** The export as the app asks for it (src/features/settings/api/wedding-archive.ts). */
const exportCall = () => {
  const request = apiRequest('GET', '/wedding/export');
  request.headers.set('accept', 'application/zip, application/json');
  return request;
};

/** A zip with nothing in it: its end-of-directory record alone. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const importCall = () =>
  apiRequest('POST', '/wedding/import', {
    form: { file: new File([EMPTY_ZIP], 'svadba.zip', { type: 'application/zip' }) },
  });

const addGuest = () => apiRequest('POST', '/guests', { json: { name: 'Тётя Валя', from: 'bride' } });

const importStateCall = () => apiRequest('GET', '/wedding/import');

export const sectionCases: ContractCase[] = [
  {
    name: 'GET /wedding/import of a plan with a guest: not empty',
    state: 'active',
    before: [addGuest],
    call: importStateCall,
    status: 200,
    sameValues: (body) => body,
  },
  {
    name: 'GET /wedding/import of a helper',
    state: 'helper',
    call: importStateCall,
    status: 403,
    unchanging: true,
  },
  { name: 'GET /wedding/export of the couple', state: 'active', call: exportCall, status: 200 },
  { name: 'GET /wedding/export of a helper', state: 'helper', call: exportCall, status: 403, unchanging: true },
  {
    name: 'GET /wedding/export without a session',
    state: 'logged-out',
    call: exportCall,
    status: 401,
    unchanging: true,
  },
  { name: 'POST /wedding/import of a helper', state: 'helper', call: importCall, status: 403, unchanging: true },
  {
    name: 'POST /wedding/import without a session',
    state: 'logged-out',
    call: importCall,
    status: 401,
    unchanging: true,
  },
  {
    name: 'POST /wedding/import into a plan that has a guest',
    state: 'active',
    before: [addGuest],
    call: importCall,
    status: 409,
  },
];
