import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { LoadStatus } from '../load-status.ts';
import { useServices } from '../services/services-context.tsx';
import { ApiError, toApiError } from './api-error.ts';

export interface ApiReadOptions {
  /** No request at all; the status is 'skipped' (a locked widget without a subscription). */
  skip?: boolean;
  params?: Record<string, string | number | boolean>;
}

export interface ApiRead<T> {
  data: T | undefined;
  status: LoadStatus;
  error: ApiError | undefined;
  /** Fetches again (the refresh button of a failed load). */
  reload: () => void;
}

/**
 * A read through SWR with the load statuses of spec section 4. The request is aborted when the
 * screen that asked for it goes away; a cancelled request counts as 'waiting', not as a failure.
 * A failed refresh of data already shown is a 'warning': the old data stays on screen.
 */
export function useApiRead<T>(path: string, options: ApiReadOptions = {}): ApiRead<T> {
  const { http } = useServices();
  const { skip = false, params } = options;
  const controllers = useRef(new Set<AbortController>());
  const mounted = useRef(false);

  useEffect(() => {
    const active = controllers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      // React's StrictMode (development) unmounts and remounts at once; the read it started must
      // survive that, or it ends cancelled and the screen waits forever. Only a real leave aborts.
      queueMicrotask(() => {
        if (mounted.current) return;
        for (const controller of active) controller.abort();
        active.clear();
      });
    };
  }, []);

  const fetcher = useCallback(
    async ([url, query]: readonly [string, ApiReadOptions['params']]): Promise<T> => {
      const controller = new AbortController();
      controllers.current.add(controller);
      try {
        const response = await http.get<T>(url, { params: query, signal: controller.signal });
        return response.data;
      } catch (error) {
        throw toApiError(error);
      } finally {
        controllers.current.delete(controller);
      }
    },
    [http],
  );

  const key = skip ? null : ([path, params] as const);
  const { data, error, isValidating, mutate } = useSWR<T, ApiError>(key, fetcher);
  const reload = useCallback(() => void mutate(), [mutate]);

  return { data, error, status: statusOf(skip, data, error, isValidating), reload };
}

function statusOf(skip: boolean, data: unknown, error: ApiError | undefined, validating: boolean): LoadStatus {
  if (skip) return 'skipped';
  if (validating) return 'loading';
  if (error && !error.isCanceled) return data === undefined ? 'rejected' : 'warning';
  if (data !== undefined) return 'loaded';
  return 'waiting';
}
