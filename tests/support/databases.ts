import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/db/connection';
import { tempDir } from './server-process';

/** A fresh database for one server: a new SQLite file, or a new PostgreSQL database dropped after. */
export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  open(): Db;
  drop(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

async function onServer(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const file = path.join(tempDir('bm-res-'), 'app.db');
    return {
      kind,
      url: `file:${file}`,
      open: () => openDatabase({ kind: 'sqlite', path: file }),
      drop: async () => {},
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `bm_res_${randomBytes(4).toString('hex')}`;
  await onServer(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: () => onServer(postgresUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The engines a resilience test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Array<'sqlite' | 'postgres'> = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
