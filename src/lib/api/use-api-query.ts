import { useCallback, useEffect, useRef } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { loadStatusOf, type LoadStatus } from '../load-status.ts';
import { useServices } from '../services/services-context.tsx';
import { useSampleWedding } from '../sample-wedding/sample-context.ts';
import type { ApiError } from './api-error.ts';
import { readResource } from './read-resource.ts';

export interface ApiQuery<T> {
  data: T | undefined;
  status: LoadStatus;
  error: ApiError | undefined;
  /** Fetches again (the refresh button of a failed load). */
  reload: () => void;
  /** SWR's own mutate, to show a change before the server confirms it. */
  mutate: KeyedMutator<T>;
}

const IMMUTABLE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;
/** An answer the server drew the page with moments ago is not asked for again as the screen mounts. */
const SERVED = { revalidateOnMount: false } as const;

/**
 * A read of one resource of /api/v1 through SWR: the key is the resource's path, so every screen
 * reading it shares one cached copy and a write that revalidates the path refreshes them all.
 * A null key reads nothing ('skipped': a locked widget without a subscription). The request is
 * aborted when the screen that asked for it goes away (spec section 4).
 * On a page shown as the sample wedding (lib/sample-wedding) the read answers from the sample and
 * asks nothing, and nothing of the sample enters the cache the couple's own pages read.
 */
export function useApiQuery<T>(key: string | null, { immutable = false }: { immutable?: boolean } = {}): ApiQuery<T> {
  const fetcher = useAbortingFetcher<T>();
  const { earlyReads } = useServices();
  const sample = useSampleWedding();
  // An immutable read (what an invitation says) is fetched once per key, not again on focus or remount.
  const served = key !== null && earlyReads.isServed(key);
  const options = immutable ? IMMUTABLE : served ? SERVED : undefined;
  const swr = useSWR<T, ApiError>(sample ? null : key, fetcher, options);
  const { mutate } = swr;
  const reload = useCallback(() => void mutate(), [mutate]);
  // The server's answer was current when this screen was drawn; a change reported before the
  // screen mounted (a live event, early-reads.ts) is read now.
  const servedKey = useRef(served ? key : null);
  useEffect(() => {
    if (key !== null && servedKey.current === key && !earlyReads.isServed(key)) void mutate();
  }, [earlyReads, key, mutate]);
  if (sample) {
    const data = key === null ? undefined : (sample.reads.get(key) as T | undefined);
    return {
      data,
      error: undefined,
      status: data === undefined ? 'skipped' : 'loaded',
      reload: noop,
      mutate: keep as KeyedMutator<T>,
    };
  }
  return { data: swr.data, error: swr.error, status: loadStatusOf(key === null, swr), reload, mutate };
}

const noop = () => undefined;
/** The sample's answers stay as they are: a change shown ahead of the server has no server here. */
const keep: KeyedMutator<unknown> = () => Promise.resolve(undefined);

/** A GET through the app's client whose requests end when the calling component unmounts. */
function useAbortingFetcher<T>() {
  const { http, earlyReads } = useServices();
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

  return useCallback(
    async (url: string): Promise<T> => {
      const early = earlyReads.take(url);
      if (early) return early as Promise<T>;
      const controller = new AbortController();
      controllers.current.add(controller);
      try {
        return await readResource<T>(http, url, controller.signal);
      } finally {
        controllers.current.delete(controller);
      }
    },
    [http, earlyReads],
  );
}
