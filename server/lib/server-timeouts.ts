/*
 * How long the server waits on a client (issue 37: a connection that sent nothing stayed open for
 * good, and enough of them hold every socket). Each bound leaves the slow but live alone:
 * - a socket with no byte either way for 75 s is closed (a client that connects and says nothing,
 *   one gone without a FIN). The live stream writes a heartbeat every 25 s (wedding-live/hub.ts),
 *   and a slow upload keeps sending, so neither is idle that long. It is above nginx's 60 s
 *   upstream keepalive_timeout, so the balancer drops an idle kept-alive connection first and never
 *   sends a request into one this server is closing;
 * - between requests a kept-alive connection waits 72 s (Fastify's default, for the same reason);
 * - the request's headers must be in within 15 s: Node answers 408, and closes a socket that has
 *   sent nothing at all (measured: 15 s, checked every 5 s);
 * - the whole request (headers and body) within 10 minutes: a 10 MB contract at 17 KB/s. The answer
 *   is not bounded, so the live stream lasts as long as it is wanted.
 */
export const SERVER_TIMEOUTS = {
  connectionTimeout: 75_000,
  keepAliveTimeout: 72_000,
  requestTimeout: 600_000,
  http: { headersTimeout: 15_000, connectionsCheckingInterval: 5_000 },
} as const;
