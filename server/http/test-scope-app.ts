import Fastify, { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Role } from '../../contracts/user';
import type { SessionUser } from '../auth/guards';
import { type Db, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { registerErrorHandling } from './errors';
import type { ScopedRoutes } from './route-scopes';

/**
 * A bare Fastify app for the route-builder tests, serving the test's routes under `/things`: zod
 * schemas, the error envelope, an in-memory database for audit entries, and a caller whose role the
 * test names in an `x-role` header (standing in for the session lookup).
 */
export async function scopeTestApp(things: ScopedRoutes): Promise<{ app: FastifyInstance; db: Db }> {
  const app = Fastify();
  const db = openDatabase({ kind: 'sqlite', path: ':memory:' });
  await migrateToLatest(db);
  app.decorate('db', db.kysely);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'] as Role | undefined;
    if (role) request.user = { id: 7, username: 'tester', role } as SessionUser;
  });
  await app.register(async (scope) => things(scope.withTypeProvider<ZodTypeProvider>()), {
    prefix: '/things',
  });
  await app.ready();
  return { app, db };
}
