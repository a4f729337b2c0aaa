/**
 * The database could not be reached or did not answer in time: a connection refused, reset or
 * ended by the server (a restart, pg_terminate_backend), a connect or a statement past its time
 * limit. Not the request's fault and not a bug: the error handler answers 503 with Retry-After,
 * and the next request tries again. The driver's error is the `cause`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that say the connection, not the statement, failed: class 08 (connection exception),
 * 57P01-57P03 (the server is shutting down, crashed, or not yet accepting connections), 57014 (a
 * statement cancelled at statement_timeout) and 53300 (no connection slot left).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|57014|53300)$/;

/** System errors of a socket that lost its peer or never reached it. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg's own errors for a lost connection carry no code, only these messages: the server closed the
 * socket, a connect or a pool checkout ran out of time, a statement got no answer within
 * query_timeout, or the client was already broken by one of these.
 */
const LOST_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/**
 * Whether an error of pg (a query's or a checkout's) means the database is away rather than that
 * the statement was wrong. Only errors from the PostgreSQL driver are given to it (see
 * postgres-outage.ts), so a socket error here is the database's socket.
 */
export function isLostConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return LOST_MESSAGES.test(error.message);
}

/** Whether pg gave up on a statement because nothing came back: the connection hangs. */
export function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/** Whether pg's pool gave up waiting for one of its connections to be free (all busy), not for the database. */
export function isPoolQueueTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}
