import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import {
  BUDGET_CATEGORY_OF_CONTRACTOR,
  CONTRACTOR_FILE_MAX_BYTES,
  CONTRACTOR_PICTURE_SIDE,
  contractorAnswer,
  contractorFileOf,
  contractorPaymentOf,
  type Contractor,
  type ContractorBase,
  type ContractorCategory,
  type ContractorCreate,
  type ContractorFile,
  type ContractorPatch,
  type ContractorPayment,
  type ContractorPaymentRequest,
  type ContractorStatus,
} from '../../../src/contract/contractors.ts';
import {
  contractorChanges,
  newContractor,
  paymentItemName,
  paymentsRefusal,
  tooManyContractors,
  tooManyFiles,
} from '../../../src/contract/contractor-rules.ts';
import { toKopecks, toRoubles } from '../../../src/contract/money.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { ContractorsTable } from './tables.ts';
import { HttpError, refuseOn, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { reencodeInItsFormat } from '../../lib/pictures.ts';
import {
  addContractorPayment,
  contractorItemsOf,
  countContractorItems,
  defaultGuestPeople,
  dropUnpaidContractorRest,
  keepContractorPriceInBudget,
  settleContractorItems,
  type BudgetDeps,
} from '../budget/public.ts';
import {
  readUploadForm,
  readWeddingFile,
  removeWeddingFile,
  removeWeddingFilesOf,
  requireDocumentType,
  saveWeddingFile,
  weddingFilesOf,
  type WeddingFileWithBytes,
} from '../wedding-files/public.ts';
import type { FastifyRequest } from 'fastify';
import * as repository from './repository.ts';

/*
 * The contractors' rules beyond SQL. A payment is a budget item naming the contractor (budget's
 * public.ts), so what a contractor is paid and owes is read from the budget, never kept twice.
 * Files (contracts, estimates) are the wedding's files naming the contractor, removed with it in
 * the same transaction.
 */
type Db = Kysely<Database>;

export interface ContractorDeps {
  db: Db;
  engine: Engine;
  now: () => Date;
  /** The bytes the wedding's files may take together (WEDDING_STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
}

/** The budget's deps, for the items paying contractors (their head count is the guest list's). */
function budgetDeps(deps: ContractorDeps): BudgetDeps {
  return { db: deps.db, engine: deps.engine, now: deps.now, guestPeople: defaultGuestPeople };
}

/** The wedding-files kind of a contractor's document. */
const FILE_KIND = 'contractor';

const notFound = () => new HttpError(404, t('errors:server.notFound'));

function baseOf(row: Selectable<ContractorsTable>): ContractorBase {
  return {
    id: row.id,
    category: row.category as ContractorCategory,
    name: row.name,
    phone: row.phone,
    email: row.email,
    site: row.site,
    status: row.status as ContractorStatus,
    price: row.price_kopecks === null ? null : toRoubles(Number(row.price_kopecks)),
    comment: row.comment,
  };
}

async function answersOf(deps: ContractorDeps, weddingId: string, rows: Selectable<ContractorsTable>[]) {
  const [items, files] = await Promise.all([
    contractorItemsOf(budgetDeps(deps), weddingId),
    weddingFilesOf(
      deps.db,
      weddingId,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    contractorAnswer(baseOf(row), items, files.filter((file) => file.subjectId === row.id).map(contractorFileOf)),
  );
}

export async function listContractors(deps: ContractorDeps, weddingId: string): Promise<Contractor[]> {
  return answersOf(deps, weddingId, await repository.selectContractors(deps.db, weddingId));
}

async function oneContractor(deps: ContractorDeps, weddingId: string, id: string): Promise<Contractor> {
  const row = await repository.findContractor(deps.db, weddingId, id);
  if (!row) throw notFound();
  return (await answersOf(deps, weddingId, [row]))[0]!;
}

/** The columns of a contractor's stored fields (price in kopecks); absent fields stay. */
function columnsOf(fields: Partial<Omit<ContractorBase, 'id'>>): Updateable<ContractorsTable> {
  const { price, ...rest } = fields;
  return { ...rest, ...(price !== undefined && { price_kopecks: price === null ? null : toKopecks(price) }) };
}

export async function addContractor(deps: ContractorDeps, weddingId: string, body: ContractorCreate) {
  const now = deps.now().toISOString();
  const contractor = newContractor(`ct_${randomBytes(9).toString('base64url')}`, body);
  const id = contractor.id;
  // The count and the insert under the wedding's lock, so concurrent adds stop at the cap.
  await underWeddingLock(deps.db, weddingId, async (trx) => {
    refuseOn(tooManyContractors(await repository.countContractors(trx, weddingId)));
    const { price, ...fields } = contractor;
    await repository.insertContractor(trx, {
      ...fields,
      price_kopecks: price === null ? null : toKopecks(price),
      wedding_id: weddingId,
      created_at: now,
      updated_at: now,
    });
  });
  if (body.price != null) await keepContractorPriceInBudget(budgetDeps(deps), weddingId, id);
  return oneContractor(deps, weddingId, id);
}

export async function changeContractor(deps: ContractorDeps, weddingId: string, id: string, body: ContractorPatch) {
  if (!(await repository.findContractor(deps.db, weddingId, id))) throw notFound();
  await repository.updateContractor(deps.db, weddingId, id, {
    ...columnsOf(contractorChanges(body)),
    updated_at: deps.now().toISOString(),
  });
  if (body.price !== undefined) await keepContractorPriceInBudget(budgetDeps(deps), weddingId, id);
  return oneContractor(deps, weddingId, id);
}

/**
 * Removes a contractor with its files, in one transaction. Its payments are budget items: without
 * the couple's word on them (`withPayments`) the call is refused with 409, so no payment vanishes
 * from the budget unasked.
 */
export async function removeContractor(
  deps: ContractorDeps,
  weddingId: string,
  id: string,
  withPayments: 'remove' | 'keep' | undefined,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await repository.findContractor(trx, weddingId, id);
    if (!row) throw notFound();
    await dropUnpaidContractorRest({ db: trx }, weddingId, id);
    const payments = await countContractorItems({ db: trx }, weddingId, id);
    refuseWith(paymentsRefusal(payments, withPayments));
    if (payments > 0 && withPayments)
      await settleContractorItems({ db: trx, now: () => now }, weddingId, id, withPayments);
    await removeWeddingFilesOf(trx, weddingId, id);
    await repository.deleteContractor(trx, weddingId, id);
  });
}

/** A payment: a budget item in the category of the contractor's kind, named after its kind and the payment (a photographer's deposit). */
export async function addPayment(
  deps: ContractorDeps,
  weddingId: string,
  id: string,
  body: ContractorPaymentRequest,
): Promise<ContractorPayment> {
  const row = await repository.findContractor(deps.db, weddingId, id);
  if (!row) throw notFound();
  const category = row.category as ContractorCategory;
  const name = paymentItemName(category, body, t);
  const item = await addContractorPayment(budgetDeps(deps), weddingId, {
    contractor: { id, name: row.name },
    categoryCode: BUDGET_CATEGORY_OF_CONTRACTOR[category],
    name,
    amount: body.amount,
    dueDate: body.dueDate,
  });
  return contractorPaymentOf(item);
}

/**
 * A contract or an estimate: PDF, JPEG or PNG by its bytes (the name and the declared type are the
 * client's word), at most 10 MB (413), another type 415, kept in the database with the wedding
 * within its quota (413). A PDF is kept as sent; a JPEG or PNG is written again in its format within
 * CONTRACTOR_PICTURE_SIDE px, without EXIF or GPS, as the boards' pictures are (a 30000×30000 PNG
 * is refused with 413 before it is decoded).
 */
export async function addFile(
  deps: ContractorDeps,
  weddingId: string,
  id: string,
  request: FastifyRequest,
): Promise<ContractorFile> {
  if (!(await repository.findContractor(deps.db, weddingId, id))) throw notFound();
  const form = await readUploadForm(request, CONTRACTOR_FILE_MAX_BYTES);
  if (!form.file || form.file.bytes.length === 0) throw new HttpError(400, t('errors:server.noFile'));
  const contentType = requireDocumentType(form.file.bytes);
  const bytes =
    contentType === 'application/pdf'
      ? form.file.bytes
      : await reencodeInItsFormat(form.file.bytes, CONTRACTOR_PICTURE_SIDE);
  const upload = { fileName: form.file.fileName, bytes };
  // The count and the insert under the wedding's lock, so concurrent uploads stop at the cap.
  const saved = await underWeddingLock(deps.db, weddingId, async (trx) => {
    refuseOn(tooManyFiles((await weddingFilesOf(trx, weddingId, [id])).length));
    return saveWeddingFile(
      trx,
      weddingId,
      {
        subjectId: id,
        kind: FILE_KIND,
        fileName: upload.fileName,
        contentType,
        bytes: upload.bytes,
        now: deps.now(),
      },
      deps.storageQuotaBytes,
    );
  });
  return contractorFileOf(saved);
}

export async function readFile(
  deps: ContractorDeps,
  weddingId: string,
  id: string,
  fileId: string,
): Promise<WeddingFileWithBytes> {
  const file = await readWeddingFile(deps.db, weddingId, id, fileId);
  if (!file) throw notFound();
  return file;
}

export async function removeFile(deps: ContractorDeps, weddingId: string, id: string, fileId: string): Promise<void> {
  if (!(await removeWeddingFile(deps.db, weddingId, id, fileId))) throw notFound();
}
