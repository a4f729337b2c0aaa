import { isIP } from 'node:net';
import path from 'node:path';
import { WEDDING_STORAGE_QUOTA_DEFAULT_MB } from '../src/contract/wedding.ts';

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `undefined` means the embedded SQLite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** The address users reach the product at; links in e-mails are built from it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
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

  const logLevel = (text('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const host = text('HOST') ?? '0.0.0.0';

  const quotaText = text('WEDDING_STORAGE_QUOTA_MB') ?? String(WEDDING_STORAGE_QUOTA_DEFAULT_MB);
  const quotaMegabytes = Number(quotaText);
  if (!/^\d+$/.test(quotaText) || quotaMegabytes < 1 || quotaMegabytes > 1_048_576) {
    problems.push(`WEDDING_STORAGE_QUOTA_MB must be a whole number of megabytes from 1 to 1048576, got "${quotaText}"`);
  }

  const keepText = text('OUTBOX_KEEP_DAYS') ?? '30';
  const outboxKeepDays = Number(keepText);
  if (!/^\d+$/.test(keepText) || outboxKeepDays < 1 || outboxKeepDays > 3650) {
    problems.push(`OUTBOX_KEEP_DAYS must be a whole number of days from 1 to 3650, got "${keepText}"`);
  }

  const trustProxy = readTrustProxy(text('TRUST_PROXY'), problems);
  const yookassa = readYookassa(text, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir: path.resolve(text('DATA_DIR') ?? './data'),
    databaseUrl,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    smtpUrl,
    mailFrom,
    logLevel,
    serveApp: text('SERVE_APP') !== 'false',
    trustProxy,
    yookassa,
    weddingStorageQuotaBytes: quotaMegabytes * 1024 * 1024,
    outboxKeepDays,
  };
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
