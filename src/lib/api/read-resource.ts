import type { AxiosInstance } from 'axios';
import { toApiError } from './api-error.ts';

/**
 * A GET of one resource as every read of the app does it: the answer's body, or the call's
 * ApiError. The SWR reads (use-api-query.ts) and the reads a screen starts ahead of its code
 * (early-reads.ts) share it, so a preloaded answer is exactly what the screen's read would get.
 */
export async function readResource<T>(http: AxiosInstance, url: string, signal?: AbortSignal): Promise<T> {
  try {
    return (await http.get<T>(url, { signal })).data;
  } catch (error) {
    throw toApiError(error);
  }
}
