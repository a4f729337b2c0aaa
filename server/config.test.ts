import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults that run the product on one machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    // Unset: links name the address a request came to (server/plugins/link-base.ts).
    expect(config.publicUrlSet).toBe(false);
    expect(config.weddingStorageQuotaBytes).toBe(1024 * 1024 * 1024);
    expect(config.outboxKeepDays).toBe(30);
  });

  it('reports every bad value by its variable name at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://db/test',
        PUBLIC_URL: 'localhost',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
        WEDDING_STORAGE_QUOTA_MB: '1.5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'LOG_LEVEL', 'WEDDING_STORAGE_QUOTA_MB'])
      expect(problems).toContain(name);
  });

  it('accepts a postgres URL and strips a trailing slash from the public address', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', PUBLIC_URL: 'https://svadba.example/' });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.publicUrl).toBe('https://svadba.example');
    expect(config.publicUrlSet).toBe(true);
  });

  it('bounds the database time limits: 3 s to connect and 5 s a statement by default, whole milliseconds otherwise', () => {
    const defaults = loadConfig({});
    expect([defaults.databaseConnectTimeoutMs, defaults.databaseStatementTimeoutMs]).toEqual([3000, 5000]);
    const set = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '20000' });
    expect([set.databaseConnectTimeoutMs, set.databaseStatementTimeoutMs]).toEqual([1500, 20000]);
    for (const value of ['0', '2.5', '5s', '-1', '600001']) {
      expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: value })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    }
  });

  it('takes a wedding storage quota in whole megabytes', () => {
    expect(loadConfig({ WEDDING_STORAGE_QUOTA_MB: '200' }).weddingStorageQuotaBytes).toBe(200 * 1024 * 1024);
    expect(() => loadConfig({ WEDDING_STORAGE_QUOTA_MB: '0' })).toThrow(/WEDDING_STORAGE_QUOTA_MB/);
  });

  it('deletes a plan a year after its subscription ended unless WEDDING_RETENTION_DAYS says; 0 keeps it forever', () => {
    expect(loadConfig({}).weddingRetentionDays).toBe(365);
    expect(loadConfig({ WEDDING_RETENTION_DAYS: '0' }).weddingRetentionDays).toBe(0);
    expect(loadConfig({ WEDDING_RETENTION_DAYS: '90' }).weddingRetentionDays).toBe(90);
    for (const value of ['-1', '1.5', 'year', '36501'])
      expect(() => loadConfig({ WEDDING_RETENTION_DAYS: value })).toThrow(/WEDDING_RETENTION_DAYS/);
  });

  it('polls for due jobs every second by default; 0 runs no loop (tests run due jobs themselves)', () => {
    expect(loadConfig({}).jobsPollMs).toBe(1000);
    expect(loadConfig({ JOBS_POLL_MS: '0' }).jobsPollMs).toBe(0);
    expect(loadConfig({ JOBS_POLL_MS: '250' }).jobsPollMs).toBe(250);
    for (const value of ['-1', '1.5', 'fast', '600001'])
      expect(() => loadConfig({ JOBS_POLL_MS: value })).toThrow(/JOBS_POLL_MS/);
  });

  it("leaves a killed process's job to another after a minute unless JOBS_LEASE_MS says", () => {
    expect(loadConfig({}).jobsLeaseMs).toBe(60_000);
    expect(loadConfig({ JOBS_LEASE_MS: '2000' }).jobsLeaseMs).toBe(2000);
    for (const value of ['0', '999', 'long', '3600001'])
      expect(() => loadConfig({ JOBS_LEASE_MS: value })).toThrow(/JOBS_LEASE_MS/);
  });

  it('runs the Telegram bot only with a token shaped as @BotFather gives it, at the official API unless told', () => {
    expect(loadConfig({}).telegram).toBeNull();
    const token = '123456789:AAE-test_token_of_thirty_five_chars';
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: token }).telegram).toEqual({
      botToken: token,
      apiUrl: 'https://api.telegram.org',
    });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: 'http://127.0.0.1:9/' }).telegram?.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: 'api.telegram.org' })).toThrow(
      /TELEGRAM_API_URL/,
    );
  });
});
