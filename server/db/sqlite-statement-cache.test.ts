import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  it('compiles a query once and reuses it, dropping the least recently used past its size', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('SELECT 1 AS n');
    expect(db.prepare('SELECT 1 AS n')).toBe(one);
    const two = db.prepare('SELECT 2 AS n');
    db.prepare('SELECT 1 AS n'); // now the most recently used
    db.prepare('SELECT 3 AS n'); // drops SELECT 2
    expect(db.prepare('SELECT 1 AS n')).toBe(one);
    expect(db.prepare('SELECT 2 AS n')).not.toBe(two);
    db.close();
  });

  it('answers for the schema as it is now after a change', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    sqlite.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1)');
    expect(db.prepare('SELECT * FROM t').all([])).toEqual([{ a: 1 }]);
    sqlite.exec('ALTER TABLE t ADD COLUMN b TEXT');
    expect(db.prepare('SELECT * FROM t').all([])).toEqual([{ a: 1, b: null }]);
    db.close();
  });
});
