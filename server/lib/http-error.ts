import type { FieldMessage } from '../../src/contract/validation.ts';

/**
 * An error a handler throws on purpose: its status and Russian message reach the client as they
 * are, in the shape of the API contract.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: FieldMessage[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, fields: FieldMessage[] = [], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = fields;
    this.headers = headers;
  }
}

/** A 422 naming one field, for checks that a JSON schema cannot express. */
export function fieldError(field: string, text: string): HttpError {
  return new HttpError(422, text, [{ text, field }]);
}
