import { z } from 'zod';
import { bodyId, idParam, noNul } from './common';

/**
 * The patch history of a fighter: one entry per patch, the balance changes of the saves made
 * together (see recordHistory in server/data/fighter-history.ts).
 *
 * `field` names what changed, in a form that stays stable across releases:
 * - `stats.attackDice`, `stats.defenseDice` (dice `D2`…`D6`), `stats.baseHP`, `stats.baseMobility`
 *   (integers): `from` and `to` are the old and new values.
 * - `abilities[<name>]`: the ability was added (`from` null, `to` its name) or removed (`from` its
 *   name, `to` null).
 * - `abilities[<name>].<property>` with property `name`, `type`, `subType`, `usage`, `frequency` or
 *   `description`: that property of the ability changed; `<name>` is the ability's name before
 *   the save, so a rename reads `abilities[Old].name` from `Old` to `New`.
 * Bio, media, role, featured and the fighter's own name are not balance changes and are not recorded.
 */
export const historyValue = z.union([z.string(), z.number(), z.null()]);

export const historyChangeSchema = z.object({
  field: z.string(),
  from: historyValue,
  to: historyValue,
});

/** The dev diary post an entry links to; only published posts are shown to visitors. */
export const historyPostSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });

export const fighterHistoryEntrySchema = z.object({
  id: z.number(),
  fighterId: z.number(),
  at: z.string(),
  changes: z.array(historyChangeSchema),
  version: z.string().nullable(),
  postId: z.number().nullable(),
  post: historyPostSchema.nullable(),
});

/** "0.9.4", "1.0", "1.2.3-beta": a game version, not free text. */
export const VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,3}(-[0-9A-Za-z]{1,12})?$/;
export const VERSION_MAX = 24;

const versionField = z
  .string({ error: 'version must be text or null' })
  .trim()
  .max(VERSION_MAX, `version must be at most ${VERSION_MAX} characters`)
  .refine(...noNul('version'))
  .refine((v) => v === '' || VERSION_PATTERN.test(v), {
    error: 'version must look like 0.9.4 (numbers separated by dots, optionally -beta or similar)',
  })
  // An emptied field clears the label.
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** PATCH body: label an entry with a version and/or link it to a post; null clears either. */
export const historyLabelSchema = z
  .object({
    version: versionField.optional(),
    postId: bodyId('postId').nullable().optional(),
  })
  .refine((body) => body.version !== undefined || body.postId !== undefined, {
    error: 'Give a version or a postId to change',
  });

export const historyEntryParams = z.object({ id: idParam('id'), entryId: idParam('entryId') });

export type HistoryChange = z.infer<typeof historyChangeSchema>;
export type FighterHistoryEntry = z.infer<typeof fighterHistoryEntrySchema>;
export type HistoryLabelInput = z.input<typeof historyLabelSchema>;
export type HistoryLabel = z.output<typeof historyLabelSchema>;
