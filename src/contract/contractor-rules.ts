import { EMAIL_PATTERN } from './validation.ts';
import {
  CONTRACTOR_CATEGORY_CODES,
  CONTRACTOR_FILES_MAX,
  type ContractorCategory,
  CONTRACTORS_MAX,
  isContractorSite,
  type ContractorBase,
  type ContractorCreate,
  type ContractorPatch,
  type ContractorPaymentRequest,
} from './contractors.ts';
import {
  blankProblem,
  firstProblem,
  kopecksProblem,
  type CatalogueText,
  type FieldProblem,
  type Refusal,
} from './rule-problem.ts';

/*
 * The contractors' rules, shared by the server (server/features/contractors) and the mock so both
 * answer alike: what a request may not hold and how its fields are stored.
 */

/** The fields the schema cannot check: an e-mail and a site only when given. */
function contactProblem(body: { email?: string; site?: string }): FieldProblem | null {
  const email = body.email?.trim();
  if (email && !EMAIL_PATTERN.test(email)) return { field: 'email', key: 'validation:email' };
  const site = body.site?.trim();
  if (site && !isContractorSite(site)) return { field: 'site', key: 'validation:site' };
  return null;
}

/** A name of spaces only is "required", then the e-mail's and the site's form, then a price in whole kopecks. */
export function contractorProblem(body: ContractorPatch): FieldProblem | null {
  return firstProblem(blankProblem('name', body.name), contactProblem(body), kopecksProblem({ price: body.price }));
}

/** The cap on a wedding's contractors, checked before one more is added. */
export function tooManyContractors(count: number): FieldProblem | null {
  return count >= CONTRACTORS_MAX
    ? { field: 'name', key: 'contractors:errors.tooMany', values: { count: CONTRACTORS_MAX } }
    : null;
}

/** The cap on a contractor's files, checked before one more is kept. */
export function tooManyFiles(count: number): FieldProblem | null {
  return count >= CONTRACTOR_FILES_MAX
    ? { field: 'file', key: 'contractors:errors.tooManyFiles', values: { count: CONTRACTOR_FILES_MAX } }
    : null;
}

/** A payment's amount in whole kopecks. */
export function paymentProblem(body: ContractorPaymentRequest): FieldProblem | null {
  return kopecksProblem({ amount: body.amount });
}

/** The stored fields a request sets (texts trimmed); absent fields stay. */
export function contractorChanges(body: ContractorPatch): Partial<Omit<ContractorBase, 'id'>> {
  const changes: Partial<Omit<ContractorBase, 'id'>> = {};
  if (body.category !== undefined) changes.category = body.category;
  if (body.status !== undefined) changes.status = body.status;
  if (body.price !== undefined) changes.price = body.price;
  for (const key of ['name', 'phone', 'email', 'site', 'comment'] as const) {
    if (body[key] !== undefined) changes[key] = body[key].trim();
  }
  return changes;
}

/** A new contractor as a request makes it: still looked for, no price, empty contacts unless it says. */
export function newContractor(id: string, body: ContractorCreate): ContractorBase {
  const blank = { phone: '', email: '', site: '', comment: '', status: 'looking' as const, price: null };
  return { id, ...blank, ...contractorChanges(body), category: body.category, name: body.name.trim() };
}

/** GET /contractors/categories: every kind of contractor with its name. */
export function contractorCategories(words: CatalogueText) {
  return CONTRACTOR_CATEGORY_CODES.map((code) => ({
    id: `category-${code}`,
    code,
    name: words(`contractors:categories.${code}`),
  }));
}

/** A payment's budget item is named after the contractor's kind and the payment's (a photographer's deposit). */
export function paymentItemName(category: ContractorCategory, body: ContractorPaymentRequest, words: CatalogueText) {
  const kind = words(`contractors:payments.kinds.${body.kind ?? 'deposit'}`);
  return words('contractors:payments.itemName', { category: words(`contractors:categories.${category}`), kind });
}

/** A contractor with payments goes only with the couple's word on them (`withPayments`), else 409 naming how many. */
export function paymentsRefusal(payments: number, withPayments: string | undefined): Refusal | null {
  return payments > 0 && !withPayments
    ? { status: 409, key: 'contractors:errors.hasPayments', values: { count: payments } }
    : null;
}
