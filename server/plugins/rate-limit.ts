import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { INVITATIONS_PER_DAY } from '../../src/contract/wedding.ts';
import { tooManyRequestsRefusal } from '../../src/contract/rule-problem.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';
import { appendOnRequest } from '../lib/route-hooks.ts';
import { deleteEndedCounters, findRunningCounter, hitCounter } from './rate-limit-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads or writes a whole file (an import, a spreadsheet or calendar download): each
     * call is counted per signed-in user and per client, on the rules `file-<kind>-user|client`.
     */
    fileLimit?: 'import' | 'download';
  }
}

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/*
 * Every limit in one table. "address" rules count per e-mail address (whether or not it is
 * registered, so that a 429 never tells the two apart), "client" rules per client IP (an IPv6
 * client by its /64 network), "user" rules per account id. The mail rules cap how many messages one
 * address can be made to receive, counted per request that would send one.
 */
export const RATE_RULES = {
  'login-address': { limit: 10, windowSeconds: 15 * MINUTE },
  'login-failed-pair': { limit: 10, windowSeconds: 15 * MINUTE },
  'login-client': { limit: 50, windowSeconds: 15 * MINUTE },
  'register-address': { limit: 5, windowSeconds: HOUR },
  'register-client': { limit: 20, windowSeconds: HOUR },
  'activate-user': { limit: 10, windowSeconds: 15 * MINUTE },
  'activate-client': { limit: 30, windowSeconds: 15 * MINUTE },
  'resend-user': { limit: 1, windowSeconds: MINUTE },
  'resend-client': { limit: 10, windowSeconds: HOUR },
  'restore-address': { limit: 5, windowSeconds: HOUR },
  'restore-client': { limit: 20, windowSeconds: HOUR },
  'check-password-address': { limit: 10, windowSeconds: 15 * MINUTE },
  'check-password-client': { limit: 30, windowSeconds: 15 * MINUTE },
  'change-password-user': { limit: 10, windowSeconds: 15 * MINUTE },
  'payment-start-user': { limit: 10, windowSeconds: HOUR },
  'payment-start-client': { limit: 30, windowSeconds: HOUR },
  'mail-address': { limit: 10, windowSeconds: DAY },
  'mail-user': { limit: 10, windowSeconds: DAY },
  'file-import-user': { limit: 30, windowSeconds: HOUR },
  'file-import-client': { limit: 60, windowSeconds: HOUR },
  'file-download-user': { limit: 60, windowSeconds: HOUR },
  'file-download-client': { limit: 120, windowSeconds: HOUR },
  // Invitations (issue 24): 20 a day per wedding, 40 per client address (a planner's office, one NAT).
  'invite-wedding': { limit: INVITATIONS_PER_DAY, windowSeconds: DAY },
  'invite-client': { limit: 40, windowSeconds: DAY },
  'invitation-preview-client': { limit: 60, windowSeconds: 15 * MINUTE },
  'invitation-preview-wrong-client': { limit: 60, windowSeconds: 15 * MINUTE },
  'join-user': { limit: 10, windowSeconds: 15 * MINUTE },
  // A household's answer page (issue 25): answers per invitation and per client, reads per client.
  'rsvp-answer-token': { limit: 20, windowSeconds: 15 * MINUTE },
  'rsvp-answer-client': { limit: 60, windowSeconds: 15 * MINUTE },
  'rsvp-read-client': { limit: 300, windowSeconds: 15 * MINUTE },
  // The wedding day's shared page (issue 27): reads per client.
  'day-read-client': { limit: 300, windowSeconds: 15 * MINUTE },
  // Wrong tokens of those pages and of the join page, counted apart from pages found (issue 37), so
  // guesses from an address never lock the household behind it out of its own page.
  'rsvp-wrong-token-client': { limit: 60, windowSeconds: 15 * MINUTE },
  'day-wrong-token-client': { limit: 60, windowSeconds: 15 * MINUTE },
  // The wedding's site (issue 41): reads per client, password tries per client and per site, wishlist choices per client.
  'site-read-client': { limit: 300, windowSeconds: 15 * MINUTE },
  'site-password-client': { limit: 20, windowSeconds: 15 * MINUTE },
  'site-password-site': { limit: 100, windowSeconds: 15 * MINUTE },
  'site-reserve-client': { limit: 30, windowSeconds: 15 * MINUTE },
  // The whole wedding's archive (issue 42): a heavy read, a few an hour per wedding whoever asks.
  'wedding-export-wedding': { limit: 6, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;
export type RateRuleOverrides = Partial<Record<RateRuleName, RateRule>>;

export interface RateLimiter {
  /**
   * Counts one request against each rule and key; throws 429 (with Retry-After) if any of them is
   * over its limit. Every rule is counted even when an earlier one already refuses.
   */
  consume(checks: Array<[RateRuleName, string]>): Promise<void>;
  /** Counts one request without refusing, e.g. a registration that also starts the resend timer. */
  count(rule: RateRuleName, key: string): Promise<void>;
  /** Counts one request and answers whether it is within the limit, without refusing anything. */
  allow(rule: RateRuleName, key: string): Promise<boolean>;
  /** Reads a counter without counting: how many so far in this window, whether the limit is reached. */
  peek(rule: RateRuleName, key: string): Promise<{ count: number; full: boolean; retryAfterSeconds: number }>;
  /** The key client rules count by: the client's IP address, an IPv6 one by its /64 network. */
  clientKey(request: FastifyRequest): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/** IPv6 clients usually hold a whole /64, so counting single addresses would let them rotate. */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The two counters of a page opened by a token: pages found, and wrong tokens. */
export interface TokenReadRules {
  found: RateRuleName;
  wrong: RateRuleName;
}

/**
 * Reads a page by the token in its address, counting the client's reads on `found` when there is a
 * page and on `wrong` when there is none (a 404 from `read`): guesses use up only the wrong-token
 * limit, and a household sharing the guesser's address still opens its page. Tokens are 128 random
 * bits, so what a guesser learns past the limit is nothing.
 */
export async function readByToken<T>(
  limiter: RateLimiter,
  client: string,
  rules: TokenReadRules,
  read: () => Promise<T>,
): Promise<T> {
  let page: T;
  try {
    page = await read();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) await limiter.consume([[rules.wrong, client]]);
    throw error;
  }
  await limiter.consume([[rules.found, client]]);
  return page;
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const refusal = tooManyRequestsRefusal(retryAfterSeconds);
  return new HttpError(429, t(refusal.key, refusal.values), [], { 'retry-after': String(refusal.seconds) });
}

/**
 * The row a counter lives in: the rule, and a digest of what it counts (an address, an account, a
 * client), so the table never holds an e-mail address or an account id, not even for the day a
 * window lasts after the account is deleted.
 */
export function counterKey(rule: RateRuleName, key: string): string {
  return `${rule}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window request counters in the database, so every server process on that database sees
 * the same counts and a restart forgets nothing. One upsert per counted request.
 */
async function rateLimit(app: FastifyInstance, options: { clock: Clock; overrides?: RateRuleOverrides }) {
  const { clock } = options;
  const rules: Record<RateRuleName, RateRule> = { ...RATE_RULES, ...options.overrides };

  /** Adds one to the counter and answers the count in the current window and when it ends. */
  async function hit(
    db: Kysely<Database>,
    rule: RateRuleName,
    id: string, // counterKey(rule, key)
  ): Promise<{ count: number; resetAt: number }> {
    const now = clock.now();
    const nextReset = new Date(now.getTime() + rules[rule].windowSeconds * 1000).toISOString();
    const { count, resetAt } = await hitCounter(db, id, now.toISOString(), nextReset);
    return { count, resetAt: Date.parse(resetAt) };
  }

  const limiter: RateLimiter = {
    async consume(checks) {
      // One transaction, so one commit (one fsync on SQLite) however many rules are counted; the
      // rows in one order, so two requests on PostgreSQL never wait on each other's locks in a ring.
      const ordered = checks.map(([rule, key]) => ({ rule, id: counterKey(rule, key) }));
      ordered.sort((p, q) => (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
      const retryAfterMs = await app.db.transaction().execute(async (trx) => {
        let longest = 0;
        for (const { rule, id } of ordered) {
          const { count, resetAt } = await hit(trx, rule, id);
          if (count > rules[rule].limit) longest = Math.max(longest, resetAt - clock.now().getTime());
        }
        return longest;
      });
      if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
    },
    async count(rule, key) {
      await hit(app.db, rule, counterKey(rule, key));
    },
    async allow(rule, key) {
      return (await hit(app.db, rule, counterKey(rule, key))).count <= rules[rule].limit;
    },
    async peek(rule, key) {
      const nowMs = clock.now().getTime();
      const row = await findRunningCounter(app.db, counterKey(rule, key), new Date(nowMs).toISOString());
      const count = row ? row.count : 0;
      const retryAfterSeconds = row ? (Date.parse(row.resetAt) - nowMs) / 1000 : 0;
      return { count, full: count >= rules[rule].limit, retryAfterSeconds };
    },
    clientKey: (request) => clientKeyOf(request.ip),
  };
  app.decorate('rateLimit', limiter);

  // The planning guard puts its check before this one (plugins/planning.ts): the caller is known to be allowed.
  app.addHook('onRoute', (route) => {
    const kind = route.config?.fileLimit;
    if (!kind) return;
    appendOnRequest(route, async (request) => {
      const checks: Array<[RateRuleName, string]> = [[`file-${kind}-client`, limiter.clientKey(request)]];
      if (request.userId) checks.push([`file-${kind}-user`, request.userId]);
      await limiter.consume(checks);
    });
  });

  // Windows that have ended are only clutter; clear them now and then.
  const sweep = async () => {
    await deleteEndedCounters(app.db, clock.now().toISOString());
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['database'] });
