import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
  sql,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspection lists the tables and columns of every schema of the database,
 * and fails when another schema drops a table or a column in the middle of that listing ("column …
 * of relation … does not exist"). Its one user here is the migrator, asking whether its own two
 * tables exist: this introspection answers for the server's schema alone, by table name, so the
 * migrations of a database shared with other schemas (other apps, other test files) never trip
 * over what those do meanwhile.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: PostgresDialectConfig, schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.#schema);
  }
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return rows;
  }

  /** Names only: the migrator looks for its tables, not at their columns. */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; type: string }>`
      select table_name as name, table_type as type from information_schema.tables
      where table_schema = ${this.schema}`.execute(this.db);
    return rows.map((row) => ({
      name: row.name,
      schema: this.schema,
      isView: row.type === 'VIEW',
      columns: [],
    }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
