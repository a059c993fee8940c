import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditEntity } from '../../contracts/audit-log';
import type { Database } from '../db/schema';

/** What a message repository does (feedback, support messages); `remove` is falsy when it was gone. */
export interface MessageRepository<Row, Query> {
  page(query: Query): Promise<{ rows: Row[]; total: number }>;
  find(id: number): Promise<Row | null | undefined>;
  remove(id: number): Promise<unknown>;
}

/**
 * Everything a kind of message visitors send says about itself, once (docs/decisions/0046): its
 * contract schemas, its repository, how the audit log and a 404 name it, and what staff change in
 * it. Its staff routes are derived from it (server/http/message-routes.ts); how a visitor sends one
 * is its public form's (server/forms/).
 */
export interface MessageResource<Row extends { subject: string }, Query, Input, Repo> {
  /** The OpenAPI tags of its routes. */
  tags: string[];
  /** The resource as a 404 names it: "Feedback". */
  label: string;
  /** What one page lists, for its description: "feedback". */
  plural: string;
  /** How the audit log files its writes. */
  entity: AuditEntity;
  repository: (db: Kysely<Database>) => Repo;
  /** `update` is the body of `PUT /:id`: the message's status (and notes). */
  schemas: { row: z.ZodType<Row>; listQuery: z.ZodType<Query>; update: z.ZodType<Input> };
  /** Stores staff's update; falsy when the message is gone. */
  update: (repo: Repo, id: number, input: Input) => Promise<Row | null | undefined>;
  /** How the audit log names a deleted message: labelOf's choice (the sender's name) unless told. */
  labelDeleted?: (row: Row) => string | null;
}

/** A message resource's declaration, its types checked against its repository. */
export function defineMessageResource<
  Row extends { id: number; subject: string },
  Query,
  Input,
  Repo extends MessageRepository<Row, Query>,
>(resource: MessageResource<Row, Query, Input, Repo>) {
  return resource;
}
