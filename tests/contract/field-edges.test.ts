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
  path: string;
  schema: TSchema;
  state: ContractState;
  /** A body the schema accepts, for the side's state (its account's address and password). */
  valid: (context: CallContext) => Record<string, unknown>;
}

const STRONG = 'Свадьба-2027!';
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
];

const cases = sweeps.flatMap((sweep) =>
  fieldEdges(sweep.schema, sweep.valid({ email: 'e@example.ru', password: 'p' } as CallContext)).map((edge) => ({
    name: `POST ${sweep.path}: ${edge.field} ${edge.edge}`,
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
        call: (context) => {
          const body = fieldEdges(sweep.schema, sweep.valid(context)).find(
            (other) => other.field === edge.field && other.edge === edge.edge,
          )!.body;
          return apiRequest('POST', sweep.path, { json: body });
        },
      },
      browserHandlers,
      server,
    );
    const [mock] = result.mockAnswers;
    const [real] = result.serverAnswers;
    expect({ status: mock.status, body: mock.body }).toEqual({ status: real.status, body: real.body });
    expect(real.status).toBe(422);
  });
});
