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

/** An .ics file's type, as the server sends its calendars. */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * A file as the server sends one: its bytes and type, and the name it is saved under (`attachment`,
 * with an ASCII `filename` for old clients where given) or shown under (`inline`); more headers
 * (caching) where the server sends them.
 */
export function fileAnswer(
  bytes: Uint8Array | ArrayBuffer | string,
  type: string,
  name?: { file?: string; ascii?: string; inline?: boolean },
  headers: Record<string, string> = {},
): Response {
  const disposition = name && [
    name.inline ? 'inline' : 'attachment',
    ...(name.ascii ? [`filename="${name.ascii}"`] : []),
    ...(name.file ? [`filename*=UTF-8''${encodeURIComponent(name.file)}`] : []),
  ];
  return new HttpResponse(bytes as BodyInit, {
    headers: {
      'content-type': type,
      ...(disposition && { 'content-disposition': disposition.join('; ') }),
      ...headers,
    },
  });
}
