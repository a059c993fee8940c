import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connection';

/**
 * A database of a benchmark's own, under `dir`: a SQLite file, or a new PostgreSQL database on
 * TEST_DATABASE_URL's server, dropped again by `drop()`.
 */
export async function freshDatabase(kind: 'sqlite' | 'postgres', dir: string, name: string) {
  if (kind === 'sqlite') {
    const file = path.join(dir, `${name}.db`);
    return {
      url: `file:${file}`,
      open: () => openDatabase({ kind, path: file }),
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const database = `bench_${name}_${randomBytes(3).toString('hex')}`;
  const admin = openDatabase({ kind, url: base });
  await sql`CREATE DATABASE ${sql.id(database)}`.execute(admin.kysely);
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ kind, url: url.toString() }),
    drop: async () => {
      await sql`DROP DATABASE IF EXISTS ${sql.id(database)} WITH (FORCE)`.execute(admin.kysely);
      await admin.close();
    },
  };
}
