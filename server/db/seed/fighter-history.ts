import type { Transaction } from 'kysely';
import type { HistoryChange } from '../../../contracts/fighter-history';
import type { Database } from '../schema';
import { slugify } from '../../data/dev-diary-slug';

export type SeedHistoryEntry = {
  /** The fighter's name as seeded (fighters.ts). */
  fighter: string;
  version: string;
  /** The slug of the dev diary post with the patch notes (posts.ts). */
  postSlug: string;
  at: string;
  changes: HistoryChange[];
};

const PATCH_092 = {
  version: '0.9.2',
  postSlug: slugify('Balance Patch 0.9.2: Iron Maiden, Tempest and the Impulse Economy'),
  at: '2026-08-28T17:00:00.000Z',
};

/**
 * The patch history of the demo roster: the changes the 0.9.2 balance diary describes, each
 * ending at the fighter's seeded stats and ability texts (fighters.ts), so the history reads as
 * the road to what the fighter page shows. The 0.9.4 preview is a draft still being tested, so
 * nothing of it has shipped.
 */
export const SEED_HISTORY: SeedHistoryEntry[] = [
  {
    ...PATCH_092,
    fighter: 'IRON MAIDEN',
    changes: [
      { field: 'stats.baseMobility', from: 3, to: 2 },
      {
        field: 'abilities[Spiked Shell].description',
        from: 'Whenever an adjacent enemy attacks Iron Maiden and rolls equal to or lower than her Defense dice, the attacker takes 1 damage.',
        to: 'Whenever an adjacent enemy attacks Iron Maiden and rolls lower than her Defense dice, the attacker takes 1 damage.',
      },
      {
        field: 'abilities[Chain Drag].description',
        from: 'Hook an enemy within 3 tiles in a straight line and pull it until it is adjacent to Iron Maiden. The pulled fighter loses its next attack and its next movement.',
        to: 'Hook an enemy within 3 tiles in a straight line and pull it until it is adjacent to Iron Maiden. The pulled fighter loses its next movement.',
      },
    ],
  },
  {
    ...PATCH_092,
    fighter: 'TEMPEST',
    changes: [
      { field: 'stats.baseHP', from: 4, to: 5 },
      {
        field: 'abilities[Static Charge].description',
        from: 'At the end of each Cycle in which Tempest did not cast a Spell, she gains a Charge. Each Charge adds one Attack die to her next Spell.',
        to: 'At the end of each Cycle in which Tempest did not cast a Spell, she gains a Charge. Each Charge adds one Attack die to her next Spell; she holds at most 2.',
      },
    ],
  },
  {
    ...PATCH_092,
    fighter: 'GRIMCLAW',
    changes: [
      {
        field: 'abilities[Pack Instinct].description',
        from: 'Grimclaw rolls one extra Attack die against an enemy that is adjacent to another fighter on his side, Thralls included.',
        to: 'Grimclaw rolls one extra Attack die against an enemy that is adjacent to one of his allies.',
      },
    ],
  },
];

/** Runs after the fighters and the posts, which the entries name. */
export async function insertFighterHistory(trx: Transaction<Database>) {
  for (const entry of SEED_HISTORY) {
    const fighter = await trx
      .selectFrom('fighters')
      .select('id')
      .where('name', '=', entry.fighter)
      .executeTakeFirstOrThrow();
    const post = await trx
      .selectFrom('dev_diaries')
      .select('id')
      .where('slug', '=', entry.postSlug)
      .executeTakeFirst();
    await trx
      .insertInto('fighter_history')
      .values({
        fighter_id: fighter.id,
        at: entry.at,
        changes: JSON.stringify(entry.changes),
        version: entry.version,
        post_id: post?.id ?? null,
      })
      .execute();
  }
}
