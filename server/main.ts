import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** The process entry: read the configuration, start listening, stop cleanly on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request stuck for 10 s (a client trickling its body) does not hold the stop forever.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.stopGracefully();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`app at ${config.publicUrl}/profile/, API at ${config.publicUrl}/api/v1`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
