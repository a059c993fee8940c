import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../connection';

/**
 * Column shapes the migrations share. Migrations that have run somewhere must go on building the
 * same schema, so nothing here may ever change what it generates (tests/api/migrated-schema.test.ts
 * compares the migrated schema of both engines with a reviewed snapshot): a new shape is a new helper.
 */
type TableBuilder = CreateTableBuilder<string, string>;

/** A new table whose first column, `id`, the database numbers: serial on PostgreSQL, AUTOINCREMENT on SQLite. */
export function createTableWithId(db: Kysely<unknown>, table: string): TableBuilder {
  const postgres = isPostgres(db);
  return db.schema
    .createTable(table)
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

/** NOT NULL: `addColumn(name, type, required)`. */
export const required = (column: ColumnDefinitionBuilder) => column.notNull();

/** NOT NULL text columns, in the order given: `$call(requiredText(...names))`. */
export const requiredText =
  (...names: string[]) =>
  (table: TableBuilder) =>
    names.reduce((builder, name) => builder.addColumn(name, 'text', required), table);

/** `user_id`, the account the row belongs to: deleting the account deletes the row. `$call(userForeignKey)`. */
export const userForeignKey = (table: TableBuilder) =>
  table.addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'));
