import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { ensureFirstSuperAdmin } from '../../../server/auth/bootstrap';
import { hashPassword } from '../../../server/auth/passwords';
import { type Config, loadConfig } from '../../../server/config';
import { type Db, openDatabase } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';
import { userRepository } from '../../../server/data/users';
import { createLocalStorage } from '../../../server/storage/local-storage';
import type { Role } from '../../../contracts/user';

/**
 * A fresh app on a fresh database for one test file: SQLite in memory by default, or a new
 * PostgreSQL schema when TEST_DATABASE_URL is set (dropped when the whole run ends).
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tokens: Record<Role, string>;
  userIds: Record<Role, number>;
  request(options: InjectOptions & { as?: Role | null; token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const PASSWORD = 'correct-horse-battery';
export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export async function openTestDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = openDatabase({ kind: 'sqlite', path: ':memory:' });
    return { db, drop: async () => {} };
  }
  const schema = `${inject('testRunSchemaPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ kind: 'postgres', url });
  await admin.kysely.schema.createSchema(schema).execute();
  await admin.close();
  const db = openDatabase({ kind: 'postgres', url }, { searchPath: schema });
  // The schema is dropped by global-setup.ts once all files are done, not here (see there why).
  return { db, drop: async () => {} };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: (db: Db) => Promise<void>;
    /** The web layer (pages, static files): server/web.ts's registerWeb, which needs a build. */
    web?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-media-'));
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    // Tests change rows directly and read them back at once; tests/api/read-cache.test.ts turns it on.
    READ_CACHE_SECONDS: '0',
    MEDIA_DIR: mediaDir,
    ...options.env,
  });
  const { db, drop } = await openTestDatabase();
  await migrateToLatest(db);
  await ensureFirstSuperAdmin(db, config);
  if (options.seed) await options.seed(db);

  const users = userRepository(db.kysely);
  const passwordHash = await hashPassword(PASSWORD);
  const userIds = {} as Record<Role, number>;
  for (const role of ['user', 'admin', 'super_admin'] as const) {
    const created = await users.create({
      name: `Test ${role}`,
      username: `test_${role}`,
      email: `${role}@test.example`,
      role,
      passwordHash,
    });
    userIds[role] = created.id;
  }

  const app = await buildApp({ config, db, storage: createLocalStorage(mediaDir), web: options.web });
  await app.ready();

  const tokens = {} as Record<Role, string>;
  for (const role of ['user', 'admin', 'super_admin'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `test_${role}`, password: PASSWORD },
    });
    tokens[role] = res.json().data.token;
  }

  return {
    app,
    db,
    config,
    tokens,
    userIds,
    request({ as, token, headers, ...rest }) {
      const bearer = token ?? (as ? tokens[as] : undefined);
      return app.inject({
        ...rest,
        headers: { ...headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
