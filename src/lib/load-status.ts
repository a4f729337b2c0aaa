/**
 * Load status of any request or resource (spec section 4): 'warning' is a failed refresh of data
 * still shown, 'skipped' a read not made at all (a locked widget without a subscription).
 */
export type LoadStatus = 'waiting' | 'loading' | 'loaded' | 'warning' | 'rejected' | 'skipped';

/** The part of SWR's state the status is derived from. */
interface ReadState {
  data: unknown;
  error: { isCanceled?: boolean } | undefined;
  isValidating: boolean;
}

/**
 * The spec's status of a read, derived from SWR's state alone (no second cache): a cancelled
 * request is back to 'waiting', not a failure.
 */
export function loadStatusOf(skipped: boolean, { data, error, isValidating }: ReadState): LoadStatus {
  if (skipped) return 'skipped';
  if (isValidating) return 'loading';
  if (error && !error.isCanceled) return data === undefined ? 'rejected' : 'warning';
  if (data !== undefined) return 'loaded';
  return 'waiting';
}
