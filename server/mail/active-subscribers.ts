import { type SqlBool, sql } from 'kysely';

/**
 * "The subscriber is active", for the queries that walk subscribers by id range, a batch of a
 * mailing at a time. SQLite without statistics (no ANALYZE has run) would answer `status = 'active'`
 * from the status index, reading every active subscriber and sorting them for each batch: 0.1 s a
 * batch at 200,000 subscribers, growing with the list. The unary plus keeps it on the primary key's
 * range; PostgreSQL's planner keeps statistics and takes that range itself.
 */
export const activeByIdRange = (postgres: boolean) =>
  postgres ? sql<SqlBool>`status = 'active'` : sql<SqlBool>`+status = 'active'`;
