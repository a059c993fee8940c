import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditEntity } from '../../contracts/audit-log';
import type { InLocale } from '../../contracts/endpoints/content-endpoints';
import type { reorderSchema } from '../../contracts/faq';
import type { Database } from '../db/schema';
import { type LocalizedFields, readInLocale } from './localized-fields';

type Db = Kysely<Database>;
export type ReorderItems = z.infer<typeof reorderSchema>['items'];

/** What a content resource's repository does (chapters, FAQs, game modes, fighters). */
export interface ContentRepository<Row, Input, Query> {
  list(filter: Query): Promise<Row[]>;
  find(id: number): Promise<Row | null | undefined>;
  create(input: Input): Promise<Row>;
  update(id: number, input: Input): Promise<Row | null | undefined>;
  remove(id: number): Promise<boolean>;
  reorder?(items: ReorderItems): Promise<unknown>;
}

/** Who may write a resource: the guarded scope its writes are declared in (server/http/route-scopes.ts). */
export type WriteRole = 'staff' | 'super_admin';

/**
 * Everything a content resource says about itself, once (docs/decisions/0046): its contract
 * schemas, its repository, who writes it, how the audit log and the read cache name it, and what
 * a visitor may read. Its API routes are derived from it (server/http/content-routes.ts) and the
 * public pages' loaders call its visitor reads, so "active only" is written here and nowhere else.
 */
export interface ContentResourceSpec<Row, Input, Query, Repo> {
  /** The OpenAPI tags of its routes. */
  tags: string[];
  /** The resource as a 404 names it: "Game mode". */
  label: string;
  /** How the audit log files its writes. */
  entity: AuditEntity;
  /** The name of its read cache. */
  cache: string;
  writeRole: WriteRole;
  repository: (db: Db) => Repo;
  /** `input` is the body of `POST /` and `PUT /:id`; `reorder`, when given, adds `PUT /reorder`. */
  schemas: {
    row: z.ZodType<Row>;
    input: z.ZodType<Input>;
    listQuery: z.ZodType<Query>;
    reorder?: typeof reorderSchema;
  };
  /** The fields with a value per locale (localized-fields.ts); without it, one language only. */
  localized?: LocalizedFields<Row>;
  /** What a visitor (anyone not staff) may read; without it, what staff read. */
  visitors?: {
    /** The list query narrowed for a visitor, whatever the query asked for. */
    narrow: (query: Query) => Query;
    /** Whether a visitor may see one row; a hidden row answers the same 404 as a missing one. */
    sees: (row: Row) => boolean;
  };
}

/** A declaration with the reads derived from it. */
export interface ContentResource<Row, Input, Query, Repo> extends ContentResourceSpec<
  Row,
  Input,
  Query,
  Repo
> {
  /** The list as staff ask for it. */
  listForStaff(db: Db, query: Query): Promise<Row[]>;
  /** The list as a visitor reads it: `GET /` for anyone not staff, and the public pages. */
  listForVisitors(db: Db, query: Query): Promise<Row[]>;
  /** One row as a visitor reads it: undefined when it is missing or hidden from visitors. */
  findForVisitors(db: Db, id: number): Promise<Row | undefined>;
  /**
   * Rows as they read in `locale` (docs/decisions/0054): each translated field in its translation,
   * the others in the default locale's text, with their status. In the default locale, or for a
   * resource without localized fields, the same rows, untouched. The API's reads and the public
   * pages' loaders both read through it.
   */
  inLocale(db: Db, rows: Row[], locale: string, defaultLocale: string): Promise<InLocale<Row>[]>;
  /** `listForVisitors` in a locale: what `GET /?locale=` answers a visitor, and what a page in that locale shows. */
  listForVisitorsIn(db: Db, query: Query, locale: string, defaultLocale: string): Promise<InLocale<Row>[]>;
  /** `findForVisitors` in a locale. */
  findForVisitorsIn(
    db: Db,
    id: number,
    locale: string,
    defaultLocale: string,
  ): Promise<InLocale<Row> | undefined>;
}

/** A content resource's declaration, with its reads for staff and for visitors. */
export function defineContentResource<
  Row extends { id: number },
  Input,
  Query,
  Repo extends ContentRepository<Row, Input, Query>,
>(spec: ContentResourceSpec<Row, Input, Query, Repo>): ContentResource<Row, Input, Query, Repo> {
  const narrow = spec.visitors?.narrow ?? ((query: Query) => query);
  const sees = spec.visitors?.sees ?? (() => true);
  const listForVisitors = (db: Db, query: Query) => spec.repository(db).list(narrow(query));
  async function findForVisitors(db: Db, id: number) {
    const row = await spec.repository(db).find(id);
    return row && sees(row) ? row : undefined;
  }
  const inLocale = (db: Db, rows: Row[], locale: string, defaultLocale: string) =>
    readInLocale(db, spec.entity, spec.localized, rows, locale, defaultLocale);
  return {
    ...spec,
    listForStaff: (db, query) => spec.repository(db).list(query),
    listForVisitors,
    findForVisitors,
    inLocale,
    async listForVisitorsIn(db, query, locale, defaultLocale) {
      return inLocale(db, await listForVisitors(db, query), locale, defaultLocale);
    },
    async findForVisitorsIn(db, id, locale, defaultLocale) {
      const row = await findForVisitors(db, id);
      if (!row) return undefined;
      const [read] = await inLocale(db, [row], locale, defaultLocale);
      return read;
    },
  };
}
