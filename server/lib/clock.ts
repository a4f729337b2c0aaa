/**
 * Where the server reads the time. Expiry of codes, restore links and rate-limit windows all ask
 * the clock, so tests move time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
