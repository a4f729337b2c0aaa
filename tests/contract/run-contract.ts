import type { RequestHandler } from 'msw';
import { resetMockDb } from '../../mocks/store.ts';
import type { TestApp } from '../support/test-app.ts';
import { answerFromHandlers, answerFromServer, type Answer } from './answers.ts';
import type { ContractCase } from './cases.ts';
import { shapeDifferences, shapeOf } from './shape.ts';
import { MOCK_CONTEXT, MOCK_SCENARIO_OF, prepareServerState, type ContractState } from './states.ts';

export interface CaseResult {
  /** Where the mock's answers differ from the server's: status or shape, call by call. */
  differences: string[];
  /** The handlers that answered the case's calls. */
  answeredBy: RequestHandler[];
  mockAnswers: Answer[];
  serverAnswers: Answer[];
}

/** Compares one answer pair: the same status and the same shape of body. */
export function answerDifferences(label: string, mock: Answer, server: Answer): string[] {
  if (mock.status !== server.status) {
    return [`${label}: the mock answers ${mock.status}, the server ${server.status} (${JSON.stringify(server.body)})`];
  }
  return shapeDifferences(shapeOf(mock.body), shapeOf(server.body)).map((difference) => `${label}: ${difference}`);
}

/** JSON with object keys sorted, so values compare whatever order each side wrote them in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Each state's account for the cases that change nothing, made once per server. */
const unchangingStates = new WeakMap<TestApp, Map<ContractState, ReturnType<typeof prepareServerState>>>();

function serverStateFor(contractCase: ContractCase, server: TestApp): ReturnType<typeof prepareServerState> {
  if (!contractCase.unchanging) return prepareServerState(server.app, server.dataDir, contractCase.state);
  const states = unchangingStates.get(server) ?? new Map<ContractState, ReturnType<typeof prepareServerState>>();
  unchangingStates.set(server, states);
  const prepared = states.get(contractCase.state) ?? prepareServerState(server.app, server.dataDir, contractCase.state);
  states.set(contractCase.state, prepared);
  return prepared;
}

/** Runs a case's calls on the mock handlers (from the state's scenario) and on the real server. */
export async function runContractCase(
  contractCase: ContractCase,
  handlers: readonly RequestHandler[],
  server: TestApp,
): Promise<CaseResult> {
  resetMockDb(MOCK_SCENARIO_OF[contractCase.state]);
  const { context, jar } = await serverStateFor(contractCase, server);
  const calls = [...(contractCase.before ?? []), contractCase.call];

  const result: CaseResult = { differences: [], answeredBy: [], mockAnswers: [], serverAnswers: [] };
  for (const call of calls) {
    const mockRequest = await call(MOCK_CONTEXT, result.mockAnswers);
    const { answer: mock, handler } = await answerFromHandlers(handlers, mockRequest);
    const serverAnswer = await answerFromServer(server.app, await call(context, result.serverAnswers), jar);
    result.answeredBy.push(handler);
    result.mockAnswers.push(mock);
    result.serverAnswers.push(serverAnswer);
    const label = `${mockRequest.method} ${new URL(mockRequest.url).pathname}`;
    result.differences.push(...answerDifferences(label, mock, serverAnswer));
  }
  const { sameValues, status } = contractCase;
  const last = result.serverAnswers.at(-1)!;
  if (status !== undefined && last.status !== status) {
    result.differences.push(`${contractCase.name}: the server answers ${last.status}, the case expects ${status}`);
  }
  if (sameValues && result.differences.length === 0) {
    const mockValues = stableJson(sameValues(result.mockAnswers.at(-1)!.body));
    const serverValues = stableJson(sameValues(result.serverAnswers.at(-1)!.body));
    if (mockValues !== serverValues) {
      result.differences.push(`${contractCase.name}: the mock computes ${mockValues}, the server ${serverValues}`);
    }
  }
  return result;
}

/** How a handler is named in reports: its method and path pattern. */
export function handlerName(handler: RequestHandler): string {
  const info = handler.info as { method?: unknown; path?: unknown; header: string };
  return info.method !== undefined ? `${String(info.method)} ${String(info.path)}` : info.header;
}

/** The handlers that answer a case's calls on the mock side alone (no server needed). */
async function handlersAnswering(contractCase: ContractCase, handlers: readonly RequestHandler[], fresh = true) {
  if (fresh) resetMockDb(MOCK_SCENARIO_OF[contractCase.state]);
  const answered: RequestHandler[] = [];
  const answers: Answer[] = [];
  for (const call of [...(contractCase.before ?? []), contractCase.call]) {
    const { answer, handler } = await answerFromHandlers(handlers, await call(MOCK_CONTEXT, answers));
    answered.push(handler);
    answers.push(answer);
  }
  return answered;
}

/** Handlers no case reaches: a handler without a contract case could drift unseen. */
export async function handlersWithoutCase(
  cases: readonly ContractCase[],
  handlers: readonly RequestHandler[],
): Promise<string[]> {
  const answered = new Set<RequestHandler>();
  // A case that changes nothing may start from the store the one before it left in the same state.
  let unchangedState: ContractCase['state'] | null = null;
  for (const contractCase of cases) {
    const fresh = !contractCase.unchanging || contractCase.state !== unchangedState;
    for (const handler of await handlersAnswering(contractCase, handlers, fresh)) answered.add(handler);
    unchangedState = contractCase.unchanging ? contractCase.state : null;
  }
  return handlers.filter((handler) => !answered.has(handler)).map(handlerName);
}
