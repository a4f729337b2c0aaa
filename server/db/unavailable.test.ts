import { describe, expect, it } from 'vitest';
import { isLostConnection, isPoolQueueTimeout, isReadTimeout } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which PostgreSQL driver errors mean the database is away', () => {
  it('counts a refused or reset socket, a server shutting down and pg’s own lost-connection errors', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isLostConnection(error), error.message).toBe(true);
    }
  });

  it('leaves a wrong statement, a full disk and SQLite’s own failures to their own answers', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('could not extend file: No space left on device', '53100'),
      withCode('syntax error at or near "selec"', '42601'),
      Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 }),
      Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 }),
      new TypeError('Cannot read properties of undefined'),
    ]) {
      expect(isLostConnection(error), error.message).toBe(false);
    }
    expect(isLostConnection('Connection terminated')).toBe(false);
  });

  it('tells a silent connection and a busy pool apart from the rest', () => {
    expect(isReadTimeout(new Error('Query read timeout'))).toBe(true);
    expect(isReadTimeout(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isPoolQueueTimeout(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isPoolQueueTimeout(new Error('Connection terminated due to connection timeout'))).toBe(false);
  });
});
