import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database, MediaTable, MediaVariants } from '../db/schema';

export function mediaRepository(db: Kysely<Database>) {
  return {
    async create(values: {
      kind: MediaTable['kind'];
      mime: string;
      size: number;
      storageKey: string;
      originalName: string;
      createdBy: number | null;
      width: number | null;
      height: number | null;
      color: string | null;
      variants: MediaVariants;
    }) {
      const row = await db
        .insertInto('media')
        .values({
          kind: values.kind,
          mime: values.mime,
          size: values.size,
          storage_key: values.storageKey,
          original_name: values.originalName,
          created_by: values.createdBy,
          created_at: nowIso(),
          width: values.width,
          height: values.height,
          color: values.color,
          variants: values.variants,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
