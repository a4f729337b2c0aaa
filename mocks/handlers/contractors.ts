import { HttpResponse } from 'msw';
import contractorTexts from '../../locales/ru/contractors.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { budgetItemAnswer, headCountOf } from '../../src/contract/budget-rules.ts';
import { contractorRoutes } from '../../src/contract/contractor-routes.ts';
import {
  CONTRACTOR_CATEGORY_CODES,
  CONTRACTOR_FILE_MAX_BYTES,
  CONTRACTOR_FILES_MAX,
  CONTRACTORS_MAX,
  contractorAnswer,
  contractorFieldProblem,
  contractorPaymentOf,
  type Contractor,
  type ContractorBase,
  type ContractorItem,
  type ContractorPatch,
} from '../../src/contract/contractors.ts';
import { hasWholeKopecks, toKopecks } from '../../src/contract/money.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { newMockBudget } from '../budget-seed.ts';
import { keepMockRestInStep, mockContractorCategory } from '../contractor-rest.ts';
import { newMockContractors } from '../contractors-seed.ts';
import { errorResponse } from '../http.ts';
import { parseMultipart } from '../multipart.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf, type MockBudget, type MockContractors } from '../store.ts';
import { validationFailed } from '../validation.ts';

/*
 * The contractors calls as the server answers them (server/features/contractors): the guard and
 * the schema first, then the contract's rules. A payment is an item of the mock budget naming the
 * contractor, so the budget mock lists it and the main page's widget counts it; files keep their
 * bytes (base64) and are typed by their first bytes, as the server types them.
 */

const pluralOf = new Intl.PluralRules('ru');
const plural = (forms: Record<string, string>, key: string, count: number) =>
  (forms[`${key}_${pluralOf.select(count)}`] ?? forms[`${key}_other`]!).replace('{{count}}', String(count));

let counter = 0;
const newId = (prefix: string) => `${prefix}_mock_${(counter += 1)}_${Date.now().toString(36)}`;

const notFound = () => errorResponse(404, errors.server.notFound);
const fieldFailure = (field: string, text: string) => validationFailed([{ text, field }]);

function budgetOf(user: SessionUser): MockBudget {
  const key = planKeyOf(user);
  mockDb.budgets[key] ??= newMockBudget(mockDb.scenario);
  return mockDb.budgets[key];
}

function storeOf(user: SessionUser): MockContractors {
  mockDb.contractors ??= {};
  const key = planKeyOf(user);
  mockDb.contractors[key] ??= newMockContractors(mockDb.scenario).store;
  return mockDb.contractors[key];
}

/** The budget items paying contractors, as GET /budget answers them (a fixed price needs no head count). */
function contractorItems(user: SessionUser): ContractorItem[] {
  const count = headCountOf({ people: 0, children: 0 }, true);
  const now = new Date();
  return budgetOf(user)
    .items.filter((item) => item.contractorId)
    .map((item) => ({ ...budgetItemAnswer(item, count, now), contractorRest: item.contractorRest ?? false }));
}

function answerOf(user: SessionUser, base: ContractorBase): Contractor {
  const files = storeOf(user)
    .files.filter((file) => file.contractorId === base.id)
    .map(({ id, fileName, contentType, size, createdAt }) => ({ id, fileName, contentType, size, createdAt }));
  return contractorAnswer(base, contractorItems(user), files);
}

/** The server's checks beyond the schema: a blank name, the e-mail's form, whole kopecks. */
function fieldsRefusal(body: ContractorPatch): Response | null {
  if (body.name !== undefined && body.name.trim() === '') return fieldFailure('name', validation.required);
  const problem = contractorFieldProblem(body);
  if (problem) return fieldFailure(problem.field, validation[problem.key]);
  if (typeof body.price === 'number' && !hasWholeKopecks(body.price)) return fieldFailure('price', validation.other);
  return null;
}

function applied(base: ContractorBase, body: ContractorPatch): ContractorBase {
  const next = { ...base };
  for (const key of ['category', 'status', 'price'] as const) {
    if (body[key] !== undefined) Object.assign(next, { [key]: body[key] });
  }
  for (const key of ['name', 'phone', 'email', 'site', 'comment'] as const) {
    if (body[key] !== undefined) next[key] = body[key].trim();
  }
  return next;
}

/** The type by the file's first bytes, as server/features/wedding-files does it. */
function documentTypeOf(bytes: Uint8Array): string | null {
  const head = (length: number) => String.fromCharCode(...bytes.subarray(0, length));
  if (head(5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return 'image/png';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(text);
}

export const contractorHandlers = [
  mockRoute(contractorRoutes.categories, () =>
    HttpResponse.json(
      CONTRACTOR_CATEGORY_CODES.map((code) => ({
        id: `category-${code}`,
        code,
        name: contractorTexts.categories[code],
      })),
    ),
  ),

  mockRoute(contractorRoutes.list, ({ user }) =>
    HttpResponse.json(storeOf(user).contractors.map((base) => answerOf(user, base))),
  ),

  mockRoute(contractorRoutes.add, ({ user, body }) => {
    const refused = fieldsRefusal(body);
    if (refused) return refused;
    const store = storeOf(user);
    if (store.contractors.length >= CONTRACTORS_MAX) {
      return fieldFailure('name', plural(contractorTexts.errors, 'tooMany', CONTRACTORS_MAX));
    }
    const base = applied(
      {
        id: newId('ct'),
        category: body.category,
        name: '',
        phone: '',
        email: '',
        site: '',
        status: 'looking',
        price: null,
        comment: '',
      },
      body,
    );
    store.contractors.push(base);
    keepMockRestInStep(budgetOf(user), base);
    return HttpResponse.json(answerOf(user, base));
  }),

  mockRoute(contractorRoutes.change, ({ user, params, body }) => {
    const refused = fieldsRefusal(body);
    if (refused) return refused;
    const store = storeOf(user);
    const index = store.contractors.findIndex((one) => one.id === params.id);
    if (index === -1) return notFound();
    const next = applied(store.contractors[index]!, body);
    store.contractors[index] = next;
    // The budget shows whom an item pays by the contractor's current name.
    for (const item of budgetOf(user).items) if (item.contractorId === next.id) item.contractorName = next.name;
    keepMockRestInStep(budgetOf(user), next);
    return HttpResponse.json(answerOf(user, next));
  }),

  mockRoute(contractorRoutes.remove, ({ user, params, query }) => {
    const store = storeOf(user);
    const contractor = store.contractors.find((one) => one.id === params.id);
    if (!contractor) return notFound();
    const budget = budgetOf(user);
    // An unpaid rest of the price is no payment: it goes with the contractor unasked.
    budget.items = budget.items.filter(
      (item) => !(item.contractorId === contractor.id && item.contractorRest && !item.paidKopecks),
    );
    const payments = budget.items.filter((item) => item.contractorId === contractor.id);
    if (payments.length > 0) {
      if (!query.withPayments)
        return errorResponse(409, plural(contractorTexts.errors, 'hasPayments', payments.length));
      if (query.withPayments === 'remove') {
        budget.items = budget.items.filter((item) => item.contractorId !== contractor.id);
      } else {
        for (const item of payments) {
          Object.assign(item, { contractorId: null, contractorName: null, contractorRest: false });
        }
      }
    }
    store.files = store.files.filter((file) => file.contractorId !== contractor.id);
    store.contractors = store.contractors.filter((one) => one.id !== contractor.id);
    return HttpResponse.json({});
  }),

  mockRoute(contractorRoutes.addPayment, ({ user, params, body }) => {
    if (!hasWholeKopecks(body.amount)) return fieldFailure('amount', validation.other);
    const contractor = storeOf(user).contractors.find((one) => one.id === params.id);
    if (!contractor) return notFound();
    const budget = budgetOf(user);
    const code = mockContractorCategory(budget, contractor);
    const item = {
      id: newId('bi'),
      name: `${contractorTexts.categories[contractor.category]}: ${contractorTexts.payments.kinds[body.kind ?? 'deposit']}`,
      category: code,
      priceKopecks: toKopecks(body.amount),
      unitPriceKopecks: null,
      paidKopecks: null,
      dueDate: body.dueDate,
      contractorId: contractor.id,
      contractorName: contractor.name,
    };
    budget.items.push(item);
    keepMockRestInStep(budget, contractor);
    return HttpResponse.json(
      contractorPaymentOf(budgetItemAnswer(item, headCountOf({ people: 0, children: 0 }, true), new Date())),
    );
  }),

  mockRoute(contractorRoutes.addFile, async ({ user, params, request }) => {
    const store = storeOf(user);
    if (!store.contractors.some((one) => one.id === params.id)) return notFound();
    const parts = await parseMultipart(request);
    if (!parts) return errorResponse(400, errors.server.noFile);
    const file = parts.find((part) => part.kind === 'file' && part.name === 'file');
    if (!file || file.kind !== 'file' || file.bytes.length === 0) return errorResponse(400, errors.server.noFile);
    if (file.bytes.length > CONTRACTOR_FILE_MAX_BYTES) {
      const megabytes = String(CONTRACTOR_FILE_MAX_BYTES / 1024 / 1024);
      return errorResponse(413, errors.server.fileTooLarge.replace('{{megabytes}}', megabytes));
    }
    const contentType = documentTypeOf(file.bytes);
    if (!contentType) return errorResponse(415, errors.server.notDocument);
    if (store.files.filter((one) => one.contractorId === params.id).length >= CONTRACTOR_FILES_MAX) {
      return fieldFailure('file', plural(contractorTexts.errors, 'tooManyFiles', CONTRACTOR_FILES_MAX));
    }
    const saved = {
      id: newId('wf'),
      fileName: file.filename.split(/[\\/]/).pop() || 'file',
      contentType,
      size: file.bytes.length,
      createdAt: new Date().toISOString(),
    };
    store.files.push({ ...saved, contractorId: params.id, base64: toBase64(file.bytes) });
    return HttpResponse.json(saved);
  }),

  mockRoute(contractorRoutes.file, ({ user, params }) => {
    const file = storeOf(user).files.find((one) => one.id === params.fileId && one.contractorId === params.id);
    if (!file) return notFound();
    const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    });
  }),

  mockRoute(contractorRoutes.removeFile, ({ user, params }) => {
    const store = storeOf(user);
    const before = store.files.length;
    store.files = store.files.filter((one) => !(one.id === params.fileId && one.contractorId === params.id));
    return store.files.length === before ? notFound() : HttpResponse.json({});
  }),
];
