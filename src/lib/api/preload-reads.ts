import type { AxiosInstance } from 'axios';
import { preload } from 'swr';
import { readResource } from './read-resource.ts';

/**
 * Starts the reads a screen's first render makes (its SWR keys), so they travel alongside the
 * screen's code instead of after it has arrived and run. SWR hands each answer to the first
 * useSWR of that key, which then asks nothing itself.
 */
export function preloadReads(http: AxiosInstance, keys: readonly string[]): void {
  for (const key of keys) void preload(key, (url: string) => readResource(http, url)).catch(() => undefined);
}
