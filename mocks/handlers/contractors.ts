import * as rules from '../../src/contract/contractor-rules.ts';
import { contractorRoutes } from '../../src/contract/contractor-routes.ts';
import * as contract from '../../src/contract/contractors.ts';
import { cleanFileName, documentTypeOf } from '../../src/contract/file-kinds.ts';
import { keepMockRestInStep, mockContractorCategory } from '../contractor-rest.ts';
import { catalogueKeyText, fileAnswer, found, mockCollection, mockDb, type MockMember, mockRoute } from '../kit.ts';
import { newMockId, planData, refuse, refuseOn, refuseWith, uploadOf } from '../kit.ts';
import { newMockContractors } from '../contractors-seed.ts';
import { addMockItem, mockBudgetOf, mockItemAnswer } from './budget.ts';

/*
 * The contractors (server/features/contractors) by contractor-rules.ts. A payment is an item of the mock
 * budget naming the contractor; files keep their bytes (base64), typed by them as the server types them.
 */

const storeOf = planData('contractors', () => newMockContractors(mockDb.scenario).store);

function answerOf(base: contract.ContractorBase, user: MockMember) {
  const paying = mockBudgetOf(user).items.filter((item) => item.contractorId);
  const items = paying.map((item) => ({ ...mockItemAnswer(item, user), contractorRest: !!item.contractorRest }));
  const files = storeOf(user).files.filter((file) => file.contractorId === base.id);
  return contract.contractorAnswer(base, items, files.map(contract.contractorFileOf));
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

const contractors = mockCollection((user) => storeOf(user).contractors, answerOf);

export const contractorHandlers = [
  mockRoute(contractorRoutes.categories, () => rules.contractorCategories(catalogueKeyText)),
  contractors.list(contractorRoutes.list),
  contractors.add(contractorRoutes.add, ({ user, body }) => {
    refuseOn(rules.tooManyContractors(storeOf(user).contractors.length));
    const base = rules.newContractor(newMockId('ct'), body);
    keepMockRestInStep(mockBudgetOf(user), base);
    return base;
  }),
  contractors.change(contractorRoutes.change, (base, { user, body }) => {
    Object.assign(base, rules.contractorChanges(body));
    // The budget shows whom an item pays by the contractor's current name.
    for (const item of mockBudgetOf(user).items) if (item.contractorId === base.id) item.contractorName = base.name;
    keepMockRestInStep(mockBudgetOf(user), base);
  }),
  contractors.remove(contractorRoutes.remove, (contractor, { user, query }) => {
    const budget = mockBudgetOf(user);
    const paying = (item: { contractorId?: string | null }) => item.contractorId === contractor.id;
    // An unpaid rest of the price is no payment: it goes with the contractor unasked.
    budget.items = budget.items.filter((item) => !(paying(item) && item.contractorRest && !item.paidKopecks));
    refuseWith(rules.paymentsRefusal(budget.items.filter(paying).length, query.withPayments));
    if (query.withPayments === 'remove') budget.items = budget.items.filter((item) => !paying(item));
    const settled = { contractorId: null, contractorName: null, contractorRest: false };
    for (const item of budget.items.filter(paying)) Object.assign(item, settled);
    storeOf(user).files = storeOf(user).files.filter((file) => file.contractorId !== contractor.id);
  }),
  contractors.at(contractorRoutes.addPayment, (contractor, { user, body }) => {
    const budget = mockBudgetOf(user);
    const name = rules.paymentItemName(contractor.category, body, catalogueKeyText);
    const category = mockContractorCategory(budget, contractor);
    const payment = { name, category, price: body.amount, paid: null, dueDate: body.dueDate };
    const item = addMockItem(user, payment, contractor);
    keepMockRestInStep(budget, contractor);
    return contract.contractorPaymentOf(mockItemAnswer(item, user));
  }),
  contractors.at(contractorRoutes.addFile, async (contractor, { user, request }) => {
    const store = storeOf(user);
    const { file } = await uploadOf(request, contract.CONTRACTOR_FILE_MAX_BYTES);
    if (!file?.bytes.length) refuse(400, 'errors:server.noFile');
    const contentType = documentTypeOf(file.bytes) ?? refuse(415, 'errors:server.notDocument');
    refuseOn(rules.tooManyFiles(store.files.filter((one) => one.contractorId === contractor.id).length));
    const fields = { fileName: cleanFileName(file.filename), contentType, size: file.bytes.length };
    const saved = { id: newMockId('wf'), ...fields, createdAt: new Date().toISOString(), contractorId: contractor.id };
    store.files.push({ ...saved, base64: toBase64(file.bytes) });
    return contract.contractorFileOf(saved);
  }),
  mockRoute(contractorRoutes.file, ({ user, params }) => {
    const file = found(storeOf(user).files.find((one) => one.id === params.fileId && one.contractorId === params.id));
    const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
    return fileAnswer(bytes, file.contentType, { file: file.fileName, inline: true });
  }),
  mockRoute(contractorRoutes.removeFile, ({ user, params }) => {
    const store = storeOf(user);
    const before = store.files.length;
    store.files = store.files.filter((one) => !(one.id === params.fileId && one.contractorId === params.id));
    return found(store.files.length < before ? {} : null);
  }),
];
