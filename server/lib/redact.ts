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

/** A request URL for the access log, with the values of those parameters replaced. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMS, '$1***') : url;
}
