import { isAxiosError, isCancel } from 'axios';
import type { FieldMessage } from '../../contract/validation.ts';

/**
 * A failed call as the app sees it: the HTTP status when there was an answer, the per-field
 * messages of a 422 (for forms), and whether the request was cancelled. Write helpers and session
 * actions rethrow this, so screens never dig through axios internals.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly statusText: string;
  readonly body: unknown;
  readonly fieldMessages: FieldMessage[];
  readonly isCanceled: boolean;
  /**
   * Takes back the error notice the write helper showed for this failure: a form that put every
   * message under its field calls it, so a mistake shows once, where it was made.
   */
  dismissNotice: () => void = () => {};

  constructor(options: {
    message: string;
    status?: number;
    statusText?: string;
    body?: unknown;
    isCanceled?: boolean;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.statusText = options.statusText ?? '';
    this.body = options.body;
    this.isCanceled = options.isCanceled ?? false;
    this.fieldMessages = fieldMessagesOf(options.body);
  }
}

function fieldMessagesOf(body: unknown): FieldMessage[] {
  if (!isRecord(body) || !isRecord(body.ui) || !Array.isArray(body.ui.messages)) return [];
  return body.ui.messages.filter((entry): entry is FieldMessage => isRecord(entry) && typeof entry.text === 'string');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Normalises whatever a call threw (axios error, cancel, network failure) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError({ message: 'canceled', isCanceled: true, cause: error });
  if (isAxiosError(error)) {
    const response = error.response;
    return new ApiError({
      message: error.message,
      status: response?.status,
      statusText: response?.statusText,
      body: response?.data,
      isCanceled: error.code === 'ERR_CANCELED',
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ message, cause: error });
}
