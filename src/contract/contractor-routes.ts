import { contractorProblem, paymentProblem } from './contractor-rules.ts';
import { Dictionary } from './guests.ts';
import {
  CONTRACTOR_FILE_MAX_BYTES,
  Contractor,
  ContractorCreate,
  ContractorDeleteQuery,
  ContractorFile,
  ContractorFileParams,
  ContractorIdParams,
  ContractorPatch,
  ContractorPayment,
  ContractorPaymentRequest,
  Contractors,
} from './contractors.ts';
import { route } from './route-table.ts';
import { EmptyAnswer } from './validation.ts';

// A contractor's payments are budget items: a payment, or a contractor leaving with them, changes
// the budget's list and sums too.
const CONTRACTORS = ['/contractors'];
const CONTRACTORS_AND_BUDGET = ['/contractors', '/budget', '/budget/summary'];
const MEGABYTES = CONTRACTOR_FILE_MAX_BYTES / 1024 / 1024;

/** Who the couple hires (api.md, "Contractors and the wedding day"): contractors, their payments and files. */
export const contractorRoutes = {
  categories: route({
    method: 'GET',
    path: '/dictionaries/contractors/category',
    access: 'read',
    summary: 'The kinds of contractor of a Russian wedding',
    answer: Dictionary,
  }),
  list: route({
    method: 'GET',
    path: '/contractors',
    access: 'read',
    summary: 'The wedding’s contractors, with their payments (budget items) and files',
    description: 'paidTotal and dueTotal are sums of the contractor’s budget items.',
    answer: Contractors,
  }),
  add: route({
    method: 'POST',
    path: '/contractors',
    access: 'write',
    summary: 'Add a contractor',
    body: ContractorCreate,
    bodyRule: contractorProblem,
    answer: Contractor,
    changes: CONTRACTORS_AND_BUDGET,
    activity: 'contractorAdded',
  }),
  change: route({
    method: 'PATCH',
    path: '/contractors/:id',
    access: 'write',
    summary: 'Change a contractor (any subset of its fields; the board moves it by status)',
    params: ContractorIdParams,
    body: ContractorPatch,
    bodyRule: contractorProblem,
    answer: Contractor,
    changes: CONTRACTORS_AND_BUDGET,
    activity: 'contractorChanged',
  }),
  remove: route({
    method: 'DELETE',
    path: '/contractors/:id',
    access: 'write',
    summary: 'Remove a contractor with its files',
    description:
      'A contractor with payments in the budget needs withPayments (remove: they go with it; keep: they ' +
      'stay, naming nobody); otherwise 409, asking.',
    params: ContractorIdParams,
    querystring: ContractorDeleteQuery,
    answer: EmptyAnswer,
    errors: [409],
    changes: CONTRACTORS_AND_BUDGET,
    activity: { action: 'contractorDeleted', row: 'contractors.name' },
  }),
  addPayment: route({
    method: 'POST',
    path: '/contractors/:id/payments',
    access: 'write',
    summary: 'Add a payment to a contractor: a budget item with its due date',
    description:
      'The item goes to the budget category of the contractor’s kind (or Other), named after the kind and ' +
      'the payment (a photographer’s deposit); the main page’s due-date warnings cover it.',
    params: ContractorIdParams,
    body: ContractorPaymentRequest,
    bodyRule: paymentProblem,
    answer: ContractorPayment,
    changes: CONTRACTORS_AND_BUDGET,
    activity: 'contractorPaymentAdded',
  }),
  addFile: route({
    method: 'POST',
    path: '/contractors/:id/files',
    access: 'write',
    summary: `Attach a contract or an estimate (multipart \`file\`: PDF, JPEG or PNG up to ${MEGABYTES} MB)`,
    description: 'Kept in the database, so every server process serves it; read by the wedding’s members only.',
    params: ContractorIdParams,
    multipart: true,
    fileLimit: 'import',
    answer: ContractorFile,
    errors: [400, 413, 415, 422],
    changes: CONTRACTORS,
    activity: { action: 'contractorFileAdded', what: { answer: 'fileName' } },
  }),
  file: route({
    method: 'GET',
    path: '/contractors/:id/files/:fileId',
    access: 'read',
    fileLimit: 'download',
    summary: 'A contractor’s file, shown in the browser',
    params: ContractorFileParams,
    answer: { file: 'The file as uploaded (PDF, JPEG or PNG).' },
  }),
  removeFile: route({
    method: 'DELETE',
    path: '/contractors/:id/files/:fileId',
    access: 'write',
    summary: 'Remove a contractor’s file',
    params: ContractorFileParams,
    answer: EmptyAnswer,
    changes: CONTRACTORS,
    activity: { action: 'contractorFileDeleted', what: 'none' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    contractor: typeof contractorRoutes;
  }
}
