import type { z } from 'zod';

/**
 * The one mapping between stored rows and the API's objects (docs/decisions/0029-one-row-mapping.md).
 * The contract's zod schema names the fields, so a row gives those and nothing else: a column the
 * contract lacks (a hash, a key, a secret added later) cannot reach an answer. Columns are the
 * fields in snake_case unless renamed; 0/1 flags read as booleans (decision 0001). The types check
 * that every field has a column of its type.
 */

/** `video_src` → `videoSrc`, at the type level, as `snakeCase` below undoes at run time. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

type Column<Row> = keyof Row & string;

export type RowSpec<Row, Item> = {
  /** Columns stored as 0/1 that the API answers as booleans. */
  readonly flags?: readonly Column<Row>[];
  /** Columns the API names otherwise than by camel-casing them (`sort_order` → `order`). */
  readonly rename?: { readonly [C in Column<Row>]?: keyof Item & string };
  /** Fields the caller adds itself (a nested object, a list from another table, a link). */
  readonly besides?: readonly (keyof Item & string)[];
};

type Listed<S, Key extends 'flags' | 'besides'> = S extends { readonly [K in Key]: readonly (infer C)[] }
  ? C
  : never;
type FieldOf<S, C extends string> = S extends { readonly rename: infer R }
  ? C extends keyof R
    ? R[C] & string
    : Camel<C>
  : Camel<C>;

/** Each column under the field name it gets, flags as booleans. */
type Fields<Row, S> = {
  [C in Column<Row> as FieldOf<S, C>]: C extends Listed<S, 'flags'> ? boolean : Row[C];
};

/** The fields a write maps to columns: all but those the caller handles itself. */
type Written<Row, S> = Omit<Fields<Row, S>, Listed<S, 'besides'> & string>;

/** What a row gives: the contract's fields but those the caller adds. */
type Read<Item, S> = Omit<Item, Listed<S, 'besides'> & keyof Item>;

/** Contract fields without a column, or with a column of another type, named for the compiler's error. */
type Mismatch<F, T> = { [K in Exclude<keyof T, keyof F>]: 'no column gives this field' } & {
  [K in keyof T & keyof F as F[K] extends T[K] ? never : K]: 'the column has another type';
};
type Checked<F, T> = [keyof Mismatch<F, T>] extends [never] ? unknown : { mismatch: Mismatch<F, T> };

/** The columns a write of `Values` sets, flags back as 0/1. */
type ColumnsOf<Row, S, Values> = {
  [C in Column<Row> as FieldOf<S, C> extends keyof Values & keyof Written<Row, S> ? C : never]: Row[C];
};

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type Pair = { field: string; column: string; flag: boolean };

/**
 * `rowMapping<Selectable<ChaptersTable>>()(chapterSchema, { flags: ['is_active'], rename: { sort_order: 'order' } })`
 * gives `read(row)` for rows and `write(values)` for the columns of an insert or update.
 */
export function rowMapping<Row extends object>() {
  return <Shape extends z.ZodRawShape, const S extends RowSpec<Row, z.output<z.ZodObject<Shape>>>>(
    contract: z.ZodObject<Shape>,
    spec: S & Checked<Fields<Row, S>, Read<z.output<z.ZodObject<Shape>>, S>>,
  ) => {
    type Item = z.output<z.ZodObject<Shape>>;
    const columnOf = new Map(Object.entries(spec.rename ?? {}).map(([column, field]) => [field, column]));
    const flags = new Set<string>(spec.flags ?? []);
    const besides = new Set<string>(spec.besides ?? []);
    const pairs: Pair[] = Object.keys(contract.shape)
      .filter((field) => !besides.has(field))
      .map((field) => {
        const column = columnOf.get(field) ?? snakeCase(field);
        return { field, column, flag: flags.has(column) };
      });
    const byField = new Map(pairs.map((pair) => [pair.field, pair]));

    return {
      read(row: Row): Read<Item, S> {
        const stored = row as Record<string, unknown>;
        const item: Record<string, unknown> = {};
        for (const { field, column, flag } of pairs) {
          item[field] = flag ? Boolean(stored[column]) : stored[column];
        }
        return item as Read<Item, S>;
      },

      /** The columns for the contract's fields given; a field left undefined is not written. */
      write<Values extends Partial<Written<Row, S>>>(values: Values): ColumnsOf<Row, S, Values> {
        const columns: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(values)) {
          const pair = byField.get(field);
          if (!pair || value === undefined) continue;
          columns[pair.column] = pair.flag ? (value ? 1 : 0) : value;
        }
        return columns as ColumnsOf<Row, S, Values>;
      },
    };
  };
}
