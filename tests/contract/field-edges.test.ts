import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { handlers } from '../../mocks/handlers/index.ts';
import { scenarioOverlayHandlers, unknownRouteHandlers } from '../../mocks/mode-handlers.ts';
import {
  ActivateRequest,
  ChangePasswordRequest,
  CheckPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResendCodeRequest,
  RestorePasswordRequest,
} from '../../src/contract/account.ts';
import {
  BudgetCategoryRequest,
  BudgetItemPatch,
  BudgetItemRequest,
  BudgetSummaryRequest,
} from '../../src/contract/budget.ts';
import { GiftMoneyRequest } from '../../src/contract/gifts.ts';
import { GuestCreate, GuestUpdate } from '../../src/contract/guests.ts';
import { TodoCreateRequest, TodoUpdateRequest } from '../../src/contract/todos.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { fieldEdges } from './field-edges.ts';
import { runContractCase } from './run-contract.ts';
import { apiRequest, type CallContext, type ContractState } from './states.ts';

/*
 * Each field's edge cases, generated from the request's contract schema, sent to the mock handlers
 * and to the real server: the same status and the same messages (text and field), not only the
 * same shape. A new feature's request joins the sweep with one line below.
 */
const browserHandlers = [...scenarioOverlayHandlers, ...handlers, ...unknownRouteHandlers];

interface Sweep {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** The path; `:id` stands for the row `create` made on that side. */
  path: string;
  schema: TSchema;
  state: ContractState;
  /** A body the schema accepts, for the side's state (its account's address and password). */
  valid: (context: CallContext) => Record<string, unknown>;
  /** For a change of one row: the call that makes the row first, on each side (its answer's `id`). */
  create?: { path: string; body: Record<string, unknown> };
}

const BUDGET_ITEM = { name: 'Кольца', category: 'rings', price: 120000, paid: 20000 };
const GUEST = { name: 'Ольга Смирнова', from: 'bride' };
const TODO = { period: 'sixMonths', task: 'Выбрать фотографа' };

const STRONG = 'Тёплый-вечер-2027!';
const sweeps: Sweep[] = [
  { path: '/user/auth', schema: LoginRequest, state: 'logged-out', valid: (c) => ({ email: c.email, password: 'x' }) },
  {
    path: '/user/register',
    schema: RegisterRequest,
    state: 'logged-out',
    valid: () => ({ email: 'edge@example.ru', name: 'edge@example.ru', password: STRONG, 'password-confirm': STRONG }),
  },
  {
    path: '/user/restore-password',
    schema: RestorePasswordRequest,
    state: 'logged-out',
    valid: (c) => ({ email: c.email }),
  },
  {
    path: '/user/check-password',
    schema: CheckPasswordRequest,
    state: 'logged-out',
    valid: (c) => ({ email: c.email, token: 'token-1234', password: STRONG, passwordConfirm: STRONG }),
  },
  {
    path: '/user/activate',
    schema: ActivateRequest,
    state: 'logged-out',
    valid: () => ({ userId: 'usr_1', code: '123456' }),
  },
  { path: '/user/resend-code', schema: ResendCodeRequest, state: 'logged-out', valid: () => ({ userId: 'usr_1' }) },
  {
    path: '/user/change-password',
    schema: ChangePasswordRequest,
    state: 'active',
    valid: (c) => ({ 'old-password': c.password, 'new-password': STRONG, 'new-password-confirm': STRONG }),
  },
  // The planning tools, as a subscribed couple uses them.
  { path: '/budget', schema: BudgetItemRequest, state: 'active', valid: () => BUDGET_ITEM },
  {
    method: 'PATCH',
    path: '/budget/:id',
    schema: BudgetItemPatch,
    state: 'active',
    valid: () => ({ name: 'Обручальные кольца', price: 130000 }),
    create: { path: '/budget', body: BUDGET_ITEM },
  },
  { path: '/budget/summary', schema: BudgetSummaryRequest, state: 'active', valid: () => ({ value: 900000 }) },
  {
    path: '/dictionaries/budget/category',
    schema: BudgetCategoryRequest,
    state: 'active',
    valid: () => ({ name: 'Фейерверк' }),
  },
  {
    method: 'PATCH',
    path: '/dictionaries/budget/category/:id',
    schema: BudgetCategoryRequest,
    state: 'active',
    valid: () => ({ name: 'Салют' }),
    create: { path: '/dictionaries/budget/category', body: { name: 'Фейерверк' } },
  },
  { path: '/guests', schema: GuestCreate, state: 'active', valid: () => GUEST },
  {
    method: 'PATCH',
    path: '/guests/:id',
    schema: GuestUpdate,
    state: 'active',
    valid: () => ({ name: 'Ольга Петрова', comment: 'Придёт с мужем' }),
    create: { path: '/guests', body: GUEST },
  },
  {
    method: 'PUT',
    path: '/gifts/money',
    schema: GiftMoneyRequest,
    state: 'active',
    valid: () => ({ link: 'https://qr.nspk.ru/AS1000', details: 'Карта 2202 2000 1234 5678' }),
  },
  { path: '/todos', schema: TodoCreateRequest, state: 'active', valid: () => TODO },
  {
    method: 'PATCH',
    path: '/todos/:id',
    schema: TodoUpdateRequest,
    state: 'active',
    valid: () => ({ task: 'Выбрать видеографа', checked: true }),
    create: { path: '/todos', body: TODO },
  },
];

const cases = sweeps.flatMap((sweep) =>
  fieldEdges(sweep.schema, sweep.valid({ email: 'e@example.ru', password: 'p' } as CallContext)).map((edge) => ({
    name: `${sweep.method ?? 'POST'} ${sweep.path}: ${edge.field} ${edge.edge}`,
    sweep,
    edge,
  })),
);

describe('field edge cases: the mock handlers answer like the real server (SQLite)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: same status, same messages', async (_name, { sweep, edge }) => {
    const result = await runContractCase(
      {
        name: _name,
        state: sweep.state,
        before: sweep.create ? [() => apiRequest('POST', sweep.create!.path, { json: sweep.create!.body })] : [],
        call: (context, answers) => {
          const body = fieldEdges(sweep.schema, sweep.valid(context)).find(
            (other) => other.field === edge.field && other.edge === edge.edge,
          )!.body;
          const created = answers[0]?.body as { id?: string } | undefined;
          if (sweep.create && !created?.id)
            throw new Error(`${sweep.create.path} made no row: ${JSON.stringify(created)}`);
          return apiRequest(sweep.method ?? 'POST', sweep.path.replace(':id', created?.id ?? ''), { json: body });
        },
      },
      browserHandlers,
      server,
    );
    const mock = result.mockAnswers.at(-1)!;
    const real = result.serverAnswers.at(-1)!;
    expect({ status: mock.status, body: mock.body }).toEqual({ status: real.status, body: real.body });
    expect(real.status).toBe(422);
  });
});
