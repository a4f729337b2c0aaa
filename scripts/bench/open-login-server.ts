import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

/*
 * The product as server/main.ts starts it, with one difference: the login limits (10 tries per
 * address per 15 minutes) are raised, so that POST /user/auth can be driven at 10 connections.
 * The limiter still counts every request, so its database write stays in the figure. Only the
 * login case of `npm run bench` uses this; every other case runs server/main.ts itself.
 */
const unlimited = { limit: 1_000_000_000, windowSeconds: 60 };
const config = loadConfig();
const app = await buildApp(config, { rateLimits: { 'login-address': unlimited, 'login-client': unlimited } });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
