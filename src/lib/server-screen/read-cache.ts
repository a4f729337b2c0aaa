import type { State } from 'swr';

/** SWR's cache entries for the answers a server-drawn page came with: loaded, not being fetched. */
export function cacheEntriesOf(answers: Record<string, unknown>): Array<[string, State]> {
  return Object.entries(answers).map(([path, data]) => [path, { data, isValidating: false, isLoading: false }]);
}
