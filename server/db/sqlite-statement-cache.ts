import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct queries the app runs are a few hundred; past this the least recently used goes. */
const STATEMENTS_KEPT = 1000;

/**
 * Compiling the same SQL again took a fifth of a sign-up's CPU; Kysely's one connection runs one
 * query at a time, so a statement can be reused (SQLite re-prepares it after a schema change).
 */
export function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
      }
      statements.set(source, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}
