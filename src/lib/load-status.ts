/**
 * Load status of any request or resource (spec section 4): 'warning' is a failed refresh of data
 * still shown, 'skipped' a read not made at all (a locked widget without a subscription).
 */
export type LoadStatus = 'waiting' | 'loading' | 'loaded' | 'warning' | 'rejected' | 'skipped';
