import Fastify from 'fastify';

/*
 * The baseline of `npm run bench`: a bare Fastify route in a process of its own, no plugins and no
 * logging. Prints its URL on the first line of stdout.
 */
const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
