import { HttpResponse } from 'msw';
import type { ErrorBody, FieldMessage } from '../src/contract/validation.ts';

/** A path under /api/v1 on whatever origin the app runs (jsdom, Vite, the built app). */
export function apiPath(path: string): string {
  return `*/api/v1${path}`;
}

/** An error answer in the contract's shape (api.md, "Errors"). */
export function errorResponse(status: number, message: string, fields: FieldMessage[] = [{ text: message }]) {
  const body: ErrorBody = { message, ui: { messages: fields } };
  return HttpResponse.json(body, { status });
}
