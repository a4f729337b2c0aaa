import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface BackgroundTasks {
  /** Runs work after the answer has gone; a failure is logged, never thrown at a client. */
  run(task: () => Promise<void>): void;
  /** Resolves once everything started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

/** Work the server does after answering, finished before the server closes. */
async function background(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  const tasks: BackgroundTasks = {
    run(task) {
      const running: Promise<void> = task()
        .catch((error: unknown) => app.log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('background', tasks);
  app.addHook('onClose', async () => tasks.settled());
}

export default fp(background, { name: 'background' });
