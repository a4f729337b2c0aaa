import { HttpResponse } from 'msw';
import contractorTexts from '../../locales/ru/contractors.json';
import errors from '../../locales/ru/errors.json';
import { budgetItemAnswer, headCountOf } from '../../src/contract/budget-rules.ts';
import {
  contractorChanges,
  contractorProblem,
  newContractor,
  paymentProblem,
  tooManyContractors,
  tooManyFiles,
} from '../../src/contract/contractor-rules.ts';
import { contractorRoutes } from '../../src/contract/contractor-routes.ts';
import {
  CONTRACTOR_CATEGORY_CODES,
  CONTRACTOR_FILE_MAX_BYTES,
  contractorAnswer,
  contractorPaymentOf,
  type Contractor,
  type ContractorBase,
  type ContractorItem,
} from '../../src/contract/contractors.ts';
import { documentTypeOf } from '../../src/contract/file-kinds.ts';
import { toKopecks } from '../../src/contract/money.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { newMockBudget } from '../budget-seed.ts';
import { keepMockRestInStep, mockContractorCategory } from '../contractor-rest.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { newMockContractors } from '../contractors-seed.ts';
import { errorResponse } from '../http.ts';
import { parseMultipart } from '../multipart.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf, type MockBudget, type MockContractors } from '../store.ts';
import { catalogueKeyText, problemAnswer } from '../validation.ts';

/*
 * The contractors calls as the server answers them (server/features/contractors): the guard and
 * the schema first, then the contract's rules. A payment is an item of the mock budget naming the
 * contractor, so the budget mock lists it and the main page's widget counts it; files keep their
 * bytes (base64) and are typed by their first bytes, as the server types them.
 */

const notFound = () => errorResponse(404, errors.server.notFound);

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

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(text);
}

/* The contractors as the server keeps them (server/features/contractors), by the rules of contractor-rules.ts. */
const contractors = mockCollection(
  (user) => storeOf(user).contractors,
  (base, user) => answerOf(user, base),
);

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

  contractors.list(contractorRoutes.list),

  contractors.add(contractorRoutes.add, ({ user, body }) => {
    const problem = contractorProblem(body) ?? tooManyContractors(storeOf(user).contractors.length);
    if (problem) return { problem };
    const base = newContractor(newMockId('ct'), body);
    keepMockRestInStep(budgetOf(user), base);
    return base;
  }),

  contractors.change(contractorRoutes.change, (base, { user, body }) => {
    const problem = contractorProblem(body);
    if (problem) return problem;
    Object.assign(base, contractorChanges(body));
    // The budget shows whom an item pays by the contractor's current name.
    for (const item of budgetOf(user).items) if (item.contractorId === base.id) item.contractorName = base.name;
    keepMockRestInStep(budgetOf(user), base);
  }),

  contractors.remove(
    contractorRoutes.remove,
    (contractor, { user, query }) => {
      const budget = budgetOf(user);
      // An unpaid rest of the price is no payment: it goes with the contractor unasked.
      budget.items = budget.items.filter(
        (item) => !(item.contractorId === contractor.id && item.contractorRest && !item.paidKopecks),
      );
      const payments = budget.items.filter((item) => item.contractorId === contractor.id);
      if (payments.length === 0) return;
      if (!query.withPayments)
        return errorResponse(409, catalogueKeyText('contractors:errors.hasPayments', { count: payments.length }));
      if (query.withPayments === 'remove') {
        budget.items = budget.items.filter((item) => item.contractorId !== contractor.id);
      } else {
        for (const item of payments)
          Object.assign(item, { contractorId: null, contractorName: null, contractorRest: false });
      }
    },
    (contractor, { user }) => {
      const store = storeOf(user);
      store.files = store.files.filter((file) => file.contractorId !== contractor.id);
    },
  ),

  mockRoute(contractorRoutes.addPayment, ({ user, params, body }) => {
    const problem = paymentProblem(body);
    if (problem) return problemAnswer(problem);
    const contractor = storeOf(user).contractors.find((one) => one.id === params.id);
    if (!contractor) return notFound();
    const budget = budgetOf(user);
    const code = mockContractorCategory(budget, contractor);
    const item = {
      id: newMockId('bi'),
      name: contractorTexts.payments.itemName
        .replace('{{category}}', contractorTexts.categories[contractor.category])
        .replace('{{kind}}', contractorTexts.payments.kinds[body.kind ?? 'deposit']),
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
    const tooMany = tooManyFiles(store.files.filter((one) => one.contractorId === params.id).length);
    if (tooMany) return problemAnswer(tooMany);
    const saved = {
      id: newMockId('wf'),
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
