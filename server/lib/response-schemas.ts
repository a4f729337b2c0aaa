import { EmptyAnswer, ErrorBody } from '../../src/contract/validation.ts';

/*
 * Answer schemas every feature shares: the contract's error body (api.md, "Errors") and the empty
 * object of calls that answer `{}`. Declared once so the OpenAPI document describes errors alike.
 */
export const emptyObjectSchema = EmptyAnswer;

/** The contract's error body, under the name the routes have always used. */
export const errorBodySchema = ErrorBody;

const ERROR_MEANINGS = {
  404: 'No such record or route.',
  400: 'Malformed body or wrong content type.',
  401: 'No session (or, for login, a wrong address/password pair).',
  403: 'Refused: a cross-site request, or (login) an account not yet confirmed.',
  409: 'Refused: it was done already (a purchase already in the budget), or the caller must first say what becomes of what it would also change (a contractor’s payments).',
  413: 'The upload is too large.',
  415: 'The upload is not of a type the call takes (a JPEG, PNG or WebP picture; a contract as PDF, JPEG or PNG).',
  422: 'Validation failed; one message per bad field.',
  429: 'Too many attempts; Retry-After says when to try again.',
  503: 'Unavailable for now (the e-mail could not be sent, or the database does not answer); Retry-After says when to try again.',
  507: 'The server has run out of disk space; nothing was written.',
} as const;

/** The error answers a route can give, in the contract's shape, with what each means. */
export function errorResponses(...statuses: Array<keyof typeof ERROR_MEANINGS>) {
  return Object.fromEntries(
    statuses.map((status) => [status, { ...errorBodySchema, description: ERROR_MEANINGS[status] }]),
  ) as Record<number, typeof errorBodySchema & { description: string }>;
}
