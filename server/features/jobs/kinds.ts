import type { FastifyInstance } from 'fastify';

/** What a handler is told of the attempt it runs. */
export interface JobContext {
  id: string;
  /** 1 for the first attempt, counting attempts of killed processes too. */
  attempt: number;
  /** When the attempt was claimed (app.clock). */
  now: Date;
  /**
   * Aborted when this process no longer holds the job (its lease passed and another process may
   * have claimed it): a long handler stops at its next step rather than doing the work twice.
   */
  signal: AbortSignal;
}

/** Thrown by a handler when another attempt cannot succeed (a guest's bad address): failed, never retried. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface JobKind<P> {
  kind: string;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /**
   * How long an attempt holds the job before another process may take it as abandoned (default
   * 60 s); renewed every third of it while the handler runs, so only a dead process lets it pass.
   */
  leaseMs?: number;
  run(app: FastifyInstance, payload: P, job: JobContext): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_JOB_LEASE_MS = 60_000;

/**
 * Wait before attempt `attempt + 1` after attempt `attempt` failed: 30 s, 2 min, 8 min, 32 min, then
 * hourly. Long enough for an SMTP server or the Bot API to come back, short enough for a reminder.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 60 * 60_000);
}
