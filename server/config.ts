import path from 'node:path';

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
  };
}
