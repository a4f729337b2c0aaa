/*
 * What logs may say about a person. Log lines outlive accounts (they are shipped, rotated and
 * kept by whoever runs the server), so they never carry an e-mail address or a live token.
 */

/** `anna.petrova@example.ru` → `a***@example.ru`: enough to tell mail providers apart in a log. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** Query parameters whose values are an address or a secret (the restore link's). */
const SECRET_PARAMS = /([?&](?:email|token|code)=)[^&#]*/gi;

/**
 * Paths whose last part is a token that opens a page without a session: a household's invitation
 * (/rsvp/{token}, its API twin), the day's shared page (/day/{token}, not the API's /api/v1/day/…),
 * the join page's preview of an invitation.
 */
const SECRET_PATHS = /^((?:\/api\/v1)?\/rsvp\/|\/day\/|\/api\/v1\/wedding\/invitations\/)[^/?#]+/i;

/** A request URL for the access log, with those tokens and the values of those parameters replaced. */
export function redactUrl(url: string): string {
  const path = url.replace(SECRET_PATHS, '$1***');
  return path.includes('?') ? path.replace(SECRET_PARAMS, '$1***') : path;
}
