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
import { createFileStore } from '../../../server/storage/create-storage';
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
  /**
   * Another instance on the same database, configuration and sign-ins (createTestApp's `shared`),
   * as a load balancer's second backend would be; closed by its own close().
   */
  secondInstance(options?: {
    web?: (app: FastifyInstance) => Promise<void>;
    /** The second instance's own settings, where it differs from the first (its SMTP client name). */
    config?: (config: Config) => Config;
  }): Promise<TestApp>;
  close(): Promise<void>;
}

type Instance = Pick<TestApp, 'app' | 'db' | 'config' | 'tokens' | 'userIds'> & { reopen: () => Db };

function testInstance(instance: Instance, cleanUp: () => Promise<void>): TestApp {
  const { app, db, config, tokens, reopen } = instance;
  return {
    ...instance,
    request({ as, token, headers, ...rest }) {
      const bearer = token ?? (as ? tokens[as] : undefined);
      return app.inject({
        ...rest,
        headers: { ...headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      });
    },
    async secondInstance(options = {}) {
      const second = reopen();
      const own = options.config?.(config) ?? config;
      const other = await buildApp({
        config: own,
        db: second,
        files: createFileStore(own),
        web: options.web,
      });
      await other.ready();
      // Its close() ends its own app and connection; the database stays the first instance's.
      return testInstance({ ...instance, app: other, db: second }, async () => {});
    },
    async close() {
      await app.close();
      await db.close();
      await cleanUp();
    },
  };
}

export const PASSWORD = 'correct-horse-battery';
export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A fresh database. `reopen` opens another connection to the same one, as a second instance
 * would; on SQLite that needs `onDisk` (an in-memory database is its connection's alone).
 */
export async function openTestDatabase(
  options: { onDisk?: boolean } = {},
): Promise<{ db: Db; drop: () => Promise<void>; reopen: () => Db }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = options.onDisk ? fs.mkdtempSync(path.join(os.tmpdir(), 'bm-db-')) : null;
    const file = dir ? path.join(dir, 'app.db') : ':memory:';
    const reopen = () => {
      if (!dir) throw new Error('an in-memory SQLite database cannot be opened twice: pass onDisk');
      return openDatabase({ kind: 'sqlite', path: file });
    };
    const drop = async () => void (dir && fs.rmSync(dir, { recursive: true, force: true }));
    return { db: openDatabase({ kind: 'sqlite', path: file }), drop, reopen };
  }
  const schema = `${inject('testRunSchemaPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ kind: 'postgres', url });
  await admin.kysely.schema.createSchema(schema).execute();
  await admin.close();
  const reopen = () => openDatabase({ kind: 'postgres', url }, { searchPath: schema });
  // The schema is dropped by global-setup.ts once all files are done, not here (see there why).
  return { db: reopen(), drop: async () => {}, reopen };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: (db: Db) => Promise<void>;
    /** The web layer (pages, static files): server/web.ts's registerWeb, which needs a build. */
    web?: (app: FastifyInstance) => Promise<void>;
    /** A database a second instance can open too (secondInstance); SQLite is then a file. */
    shared?: boolean;
    /** Where the log goes (with LOG_LEVEL set in `env`), for a test that reads its lines. */
    logStream?: { write(line: string): void };
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
  const { db, drop, reopen } = await openTestDatabase({ onDisk: options.shared });
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

  const app = await buildApp({
    config,
    db,
    files: createFileStore(config),
    web: options.web,
    logStream: options.logStream,
  });
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

  return testInstance({ app, db, config, tokens, userIds, reopen }, async () => {
    await drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });
}
