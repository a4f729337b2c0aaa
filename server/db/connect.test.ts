import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { assertDurableSqlite, openSqlite } from './connect.ts';

const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-')), 'db.sqlite');

describe('SQLite durability check', () => {
  it('passes for the database the server opens: WAL, synchronous FULL, foreign keys on', () => {
    const database = openSqlite(tempFile());
    expect(() => assertDurableSqlite(database)).not.toThrow();
    database.close();
  });

  it('refuses a database without WAL', () => {
    const database = new DatabaseSync(tempFile());
    database.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON');
    expect(() => assertDurableSqlite(database)).toThrow(/journal_mode is delete/);
    database.close();
  });

  it('refuses synchronous=NORMAL, which may lose acknowledged commits on power loss', () => {
    const database = openSqlite(tempFile());
    database.exec('PRAGMA synchronous = NORMAL');
    expect(() => assertDurableSqlite(database)).toThrow(/synchronous is 1/);
    database.close();
  });

  it('refuses an in-memory database, which cannot survive anything', () => {
    const database = openSqlite(':memory:');
    expect(() => assertDurableSqlite(database)).toThrow(/refusing to start/);
    database.close();
  });
});
