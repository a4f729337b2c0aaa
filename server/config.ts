import { isIP } from 'node:net';
import path from 'node:path';
import { MESSAGES_EMAILS_PER_DAY_DEFAULT } from '../src/contract/messages.ts';
import { WEDDING_STORAGE_QUOTA_DEFAULT_MB } from '../src/contract/wedding.ts';

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `undefined` means the embedded SQLite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL: how long a request waits for a connection before it is answered 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: how long a statement may run (statement_timeout) before its request is answered 503. */
  databaseStatementTimeoutMs: number;
  /**
   * The address users reach the product at (PUBLIC_URL, or `http://localhost:$PORT` when unset).
   * Links are built from it when it was set; otherwise from the address a request came to
   * (server/plugins/link-base.ts).
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: then every link names it, whatever address a request came to. */
  publicUrlSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where support's own mails go (a booked or cancelled consultation); MAIL_FROM when unset. */
  supportEmail: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Whether `npm start` may serve the built app from `dist/`. */
  serveApp: boolean;
  /**
   * Which peers are believed about the client's address (X-Forwarded-For), as Fastify's
   * `trustProxy` takes it: false (none, the default), or addresses, CIDR ranges and the names
   * loopback, linklocal, uniquelocal. Rate limits count clients by that address.
   */
  trustProxy: false | string[];
  /** YooKassa credentials; null means the embedded checkout served by this server takes payments. */
  yookassa: YookassaConfig | null;
  /** The bytes one wedding's files (contracts, board pictures) may take together: WEDDING_STORAGE_QUOTA_MB. */
  weddingStorageQuotaBytes: number;
  /** Days a message stays in the outbox ($DATA_DIR/outbox, without SMTP_URL): OUTBOX_KEEP_DAYS. */
  outboxKeepDays: number;
  /**
   * WEDDING_RETENTION_DAYS: days after its subscription's end after which a wedding's plan is
   * deleted, once its couple were warned twice (server/features/retention); 0 keeps it forever.
   */
  weddingRetentionDays: number;
  /** Limits of GET /wedding/live (docs/accounts.md, "The wedding, shared"). */
  liveStreams: LiveStreamsConfig;
  /** E-mails one wedding's messages to guests may send in 24 hours: MESSAGES_EMAILS_PER_DAY. */
  messagesEmailsPerDay: number;
  /**
   * JOBS_POLL_MS: how often a process looks for due jobs (messages at a time, reminders, sweeps;
   * server/features/jobs). 0 runs no loop: tests call `app.jobs.runDue()` themselves.
   */
  jobsPollMs: number;
  /**
   * JOBS_LEASE_MS: how long a job's attempt holds it unless its kind says otherwise; a process
   * killed mid-job leaves its jobs to another process after this.
   */
  jobsLeaseMs: number;
  /** The Telegram bot (TELEGRAM_BOT_TOKEN); null runs no bot and the guest page offers no Telegram link. */
  telegram: TelegramConfig | null;
}

export interface TelegramConfig {
  /** The bot's token from @BotFather, `<digits>:<secret>`. */
  botToken: string;
  /** Base of the Bot API without a trailing slash (TELEGRAM_API_URL; a fake's address in tests). */
  apiUrl: string;
}

export interface LiveStreamsConfig {
  /** LIVE_STREAMS_PER_ADDRESS: open streams one client address (request.ip) may hold on all processes. */
  perAddress: number;
  /** LIVE_STREAM_MAX_SECONDS: a stream is ended after at most this long (80–100 % of it), and the app reconnects. */
  maxLifeMs: number;
}

export interface YookassaConfig {
  shopId: string;
  secretKey: string;
  /** Base of the v3 API, without a trailing slash. */
  apiUrl: string;
  /** The receipt's vat_code (54-FZ): 1 = no VAT, 2 = 0 %, 3 = 10 %, 4 = 20 %, ... as YooKassa numbers them. */
  vatCode: number;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads the configuration from an environment object. Every bad value is reported at once,
 * each by its variable name, so an operator fixes them in one go.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT must be a port number from 0 to 65535, got "${portText}"`);
  }

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push(`DATABASE_URL must be a postgres:// URL (leave it unset for SQLite), got "${databaseUrl}"`);
  }

  const databaseConnectTimeoutMs = readMilliseconds(text, 'DATABASE_CONNECT_TIMEOUT_MS', 3000, problems);
  const databaseStatementTimeoutMs = readMilliseconds(text, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000, problems);

  const publicUrl = text('PUBLIC_URL') ?? `http://localhost:${Number.isFinite(port) ? port : 3000}`;
  if (!isUrl(publicUrl, ['http:', 'https:'])) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL, got "${publicUrl}"`);
  }

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  }

  const mailFrom = text('MAIL_FROM') ?? 'no-reply@localhost';
  if (!/@/.test(mailFrom)) {
    problems.push(`MAIL_FROM must hold an e-mail address, got "${mailFrom}"`);
  }

  const supportEmail = text('SUPPORT_EMAIL') ?? mailFrom;
  if (!/@/.test(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must hold an e-mail address, got "${supportEmail}"`);
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const host = text('HOST') ?? '0.0.0.0';

  const quotaMegabytes = readWholeNumber(
    text,
    problems,
    'WEDDING_STORAGE_QUOTA_MB',
    WEDDING_STORAGE_QUOTA_DEFAULT_MB,
    1,
    1_048_576,
  );
  const outboxKeepDays = readWholeNumber(text, problems, 'OUTBOX_KEEP_DAYS', 30, 1, 3650);
  const weddingRetentionDays = readWholeNumber(text, problems, 'WEDDING_RETENTION_DAYS', 365, 0, 36_500);
  const messagesEmailsPerDay = readWholeNumber(
    text,
    problems,
    'MESSAGES_EMAILS_PER_DAY',
    MESSAGES_EMAILS_PER_DAY_DEFAULT,
    0,
    1_000_000,
  );
  const jobsPollMs = readWholeNumber(text, problems, 'JOBS_POLL_MS', 1000, 0, 600_000);
  const jobsLeaseMs = readWholeNumber(text, problems, 'JOBS_LEASE_MS', 60_000, 1000, 3_600_000);

  const trustProxy = readTrustProxy(text('TRUST_PROXY'), problems);
  const yookassa = readYookassa(text, problems);
  const telegram = readTelegram(text, problems);
  const liveStreams = {
    perAddress: readWholeNumber(text, problems, 'LIVE_STREAMS_PER_ADDRESS', 30, 1, 100_000),
    maxLifeMs: readWholeNumber(text, problems, 'LIVE_STREAM_MAX_SECONDS', 1200, 1, 86_400) * 1000,
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir: path.resolve(text('DATA_DIR') ?? './data'),
    databaseUrl,
    databaseConnectTimeoutMs,
    databaseStatementTimeoutMs,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    publicUrlSet: text('PUBLIC_URL') !== undefined,
    smtpUrl,
    mailFrom,
    supportEmail,
    logLevel,
    serveApp: text('SERVE_APP') !== 'false',
    trustProxy,
    yookassa,
    weddingStorageQuotaBytes: quotaMegabytes * 1024 * 1024,
    outboxKeepDays,
    weddingRetentionDays,
    liveStreams,
    messagesEmailsPerDay,
    jobsPollMs,
    jobsLeaseMs,
    telegram,
  };
}

/** The bounds of a time limit: shorter fails sound requests, longer leaves users waiting on a lost database. */
const MILLISECONDS_MIN = 100;
const MILLISECONDS_MAX = 600_000;

/** A time limit in whole milliseconds, within the bounds above. */
function readMilliseconds(
  text: (name: string) => string | undefined,
  name: string,
  fallback: number,
  problems: string[],
): number {
  const value = text(name);
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < MILLISECONDS_MIN || ms > MILLISECONDS_MAX) {
    problems.push(
      `${name} must be a whole number of milliseconds from ${MILLISECONDS_MIN} to ${MILLISECONDS_MAX}, got "${value}"`,
    );
    return fallback;
  }
  return ms;
}

/** A whole number from `min` to `max`, or the default when unset. */
function readWholeNumber(
  text: (name: string) => string | undefined,
  problems: string[],
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = text(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return fallback;
  }
  return number;
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "false" trusts no peer (X-Forwarded-For is ignored, the connection's
 * address counts); a comma-separated list trusts those addresses, CIDR ranges and names (not a hop
 * count: a client could add hops of its own). "true" (trust anyone) is refused: any client could then choose
 * its own address and escape its rate limits.
 */
function readTrustProxy(value: string | undefined, problems: string[]): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be false or a comma-separated list of addresses, CIDR ranges, loopback, ` +
        `linklocal or uniquelocal; got "${value}"`,
    );
    return false;
  }
  return entries;
}

/**
 * YooKassa is used when both the shop id and the secret key are set; one without the other is a
 * mistake worth stopping for rather than silently taking payments through the embedded checkout.
 */
function readYookassa(text: (name: string) => string | undefined, problems: string[]): YookassaConfig | null {
  const shopId = text('YOOKASSA_SHOP_ID');
  const secretKey = text('YOOKASSA_SECRET_KEY');
  const apiUrl = (text('YOOKASSA_API_URL') ?? 'https://api.yookassa.ru/v3').replace(/\/+$/, '');
  const vatText = text('YOOKASSA_VAT_CODE') ?? '1';
  if (!isUrl(apiUrl, ['http:', 'https:'])) {
    problems.push(`YOOKASSA_API_URL must be an http:// or https:// URL, got "${apiUrl}"`);
  }
  const vatCode = Number(vatText);
  if (!/^\d+$/.test(vatText) || vatCode < 1 || vatCode > 12) {
    problems.push(`YOOKASSA_VAT_CODE must be a YooKassa vat_code from 1 to 12, got "${vatText}"`);
  }
  if ((shopId === undefined) !== (secretKey === undefined)) {
    problems.push(
      shopId === undefined
        ? 'YOOKASSA_SHOP_ID must be set when YOOKASSA_SECRET_KEY is set'
        : 'YOOKASSA_SECRET_KEY must be set when YOOKASSA_SHOP_ID is set',
    );
  }
  if (shopId !== undefined && !/^\d+$/.test(shopId)) {
    problems.push(`YOOKASSA_SHOP_ID must be the shop's number, got "${shopId}"`);
  }
  if (shopId === undefined || secretKey === undefined) return null;
  return { shopId, secretKey, apiUrl, vatCode };
}

/**
 * The Telegram bot runs when TELEGRAM_BOT_TOKEN is set; a token not shaped as @BotFather gives them
 * (`123456789:AA…`) is a typo worth stopping for rather than a bot that silently never answers.
 */
function readTelegram(text: (name: string) => string | undefined, problems: string[]): TelegramConfig | null {
  const botToken = text('TELEGRAM_BOT_TOKEN');
  const apiUrl = (text('TELEGRAM_API_URL') ?? 'https://api.telegram.org').replace(/\/+$/, '');
  if (!isUrl(apiUrl, ['http:', 'https:'])) {
    problems.push(`TELEGRAM_API_URL must be an http:// or https:// URL, got "${apiUrl}"`);
  }
  if (botToken !== undefined && !/^\d+:[\w-]{20,}$/.test(botToken)) {
    problems.push('TELEGRAM_BOT_TOKEN must be the token @BotFather gave, like 123456789:AAE…');
  }
  if (botToken === undefined) return null;
  return { botToken, apiUrl };
}
