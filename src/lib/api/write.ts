import type { AxiosInstance } from 'axios';
import i18n from '../i18n.ts';
import type { NoticeStore } from '../notifications/notice-store.ts';
import { toApiError } from './api-error.ts';
import { describeApiError } from './error-catalogue.ts';
import { callLabel } from './http-client.ts';

export interface WriteCall {
  method: 'post' | 'put' | 'patch' | 'delete' | 'get';
  /** Path under /api/v1, e.g. '/budget'. */
  path: string;
  /** Appended to the path: '/budget' + id → '/budget/{id}'. */
  id?: string;
  params?: Record<string, unknown>;
  body?: unknown;
  /** Text of the success notice; without it a success passes silently (e.g. logging in). */
  successMessage?: string;
  /** Cancels the call; a cancelled write still gets its (default) error notice. */
  signal?: AbortSignal;
}

export type ApiWrite = <T>(request: WriteCall) => Promise<T>;

/**
 * The write helper of spec section 7: sends the call, shows a success notice or the error notice of
 * the catalogue, and rethrows the failure as an ApiError so a form can show per-field messages.
 * 401 notices are left to the client's interceptor, which also clears the session.
 */
export function createApiWrite(http: AxiosInstance, notices: NoticeStore): ApiWrite {
  return async function write<T>(request: WriteCall): Promise<T> {
    const url = request.id === undefined ? request.path : `${request.path}/${encodeURIComponent(request.id)}`;
    const from = callLabel(request.method, url);
    try {
      const response = await http.request<T>({
        method: request.method,
        url,
        params: request.params,
        data: request.body,
        signal: request.signal,
      });
      // An earlier failure of this same call is no longer true.
      notices.resolve({ from });
      if (request.successMessage) {
        notices.add({ type: 'success', from, title: i18n.t('common:successTitle'), message: request.successMessage });
      }
      return response.data;
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status !== 401) {
        const id = notices.add({ type: 'error', from, ...describeApiError(apiError) });
        if (id) apiError.dismissNotice = () => notices.remove(id);
      }
      throw apiError;
    }
  };
}
