import { type Kysely, type Transaction, sql } from 'kysely';
import { abilityVideoPath, fighterImagePath, fighterVideoPath } from '../../../contracts/media-paths';
import { toRichHtml } from '../../content/rich-content';
import { type Db, nowIso, toFlag } from '../connection';
import type { Database } from '../schema';
import { searchText } from '../search';
import { chapterRows } from '../../data/chapters';
import { faqRows } from '../../data/faqs';
import { gameModeRows } from '../../data/game-modes';
import { SEED_FAQS } from './faqs';
import { insertFighterHistory } from './fighter-history';
import { SEED_FIGHTERS } from './fighters';
import { SEED_POSTS } from './posts';
import { SEED_ABOUT, SEED_CHAPTERS, SEED_GAME_MODES } from './site-content';
import { insertSeedTranslations } from './insert-translations';
import { insertVisitorInput } from './insert-visitor-input';
import type { SeedPlan } from './seed-plan';

// Any constant works; it only has to be the same in every app instance that might seed at once.
const SEED_LOCK_KEY = 7_470_312;

export type { SeedPlan };

export const SEED_PLAN_DESCRIPTIONS: Record<SeedPlan, string> = {
  'game-content': 'the game content',
  demo: 'the demo content (the game content and sample visitor input)',
};

/**
 * Fills an empty database following `plan`. "Empty" means no fighters: a studio that deleted the
 * seeded posts but kept its roster must not get them back on the next start. Everything goes in
 * one transaction, so a failure leaves the database as it was. Returns whether it seeded.
 */
export async function seedContent(db: Db, plan: SeedPlan): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    // Several instances may start together on one PostgreSQL; the lock makes the check-then-insert
    // atomic across them (released at commit). SQLite serialises writers on its own.
    if (db.kind === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    const now = nowIso();
    await insertFighters(trx, now);
    await insertPosts(trx);
    await insertFighterHistory(trx);
    await insertFaqs(trx, now);
    await insertSiteContent(trx, now);
    await insertSeedTranslations(trx);
    if (plan === 'demo') await insertVisitorInput(trx);
    return true;
  });
}

/** The full demo, as development, the tests and the benchmarks use it. */
export function seedDemoContent(db: Db): Promise<boolean> {
  return seedContent(db, 'demo');
}

/** A seeded row's times: made, and last changed, now. */
const madeAt = (now: string) => ({ created_at: now, updated_at: now });

async function isEmpty(trx: Kysely<Database>) {
  const row = await trx.selectFrom('fighters').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function insertFighters(trx: Transaction<Database>, now: string) {
  for (const [index, fighter] of SEED_FIGHTERS.entries()) {
    const { id } = await trx
      .insertInto('fighters')
      .values({
        name: fighter.name,
        role: fighter.role,
        bio: fighter.bio,
        image_url: fighterImagePath(fighter.name),
        video_url: fighterVideoPath(fighter.name),
        attack_dice: fighter.stats.attackDice,
        defense_dice: fighter.stats.defenseDice,
        base_hp: fighter.stats.baseHP,
        base_mobility: fighter.stats.baseMobility,
        featured: toFlag(fighter.featured),
        position: index + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('abilities')
      .values(
        fighter.abilities.map((ability, position) => ({
          fighter_id: id,
          position,
          name: ability.name,
          type: ability.type,
          sub_type: ability.subType,
          usage: ability.usage,
          frequency: ability.frequency,
          description: ability.description,
          demo_video_url: abilityVideoPath(fighter.name, ability.name),
          image_url: null,
        })),
      )
      .execute();
  }
}

async function insertPosts(trx: Transaction<Database>) {
  await trx
    .insertInto('dev_diaries')
    .values(
      SEED_POSTS.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        // The demo staff accounts are created elsewhere; the author name is what readers see.
        author_id: null,
        tags: JSON.stringify(post.tags),
        search_text: searchText(post.title, post.author, ...post.tags),
        featured: toFlag(post.featured),
        published: toFlag(post.published),
        date: post.date,
        views: post.views,
        created_at: post.date,
        updated_at: post.date,
      })),
    )
    // A post the studio already wrote under the same slug is kept, never overwritten.
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

async function insertFaqs(trx: Transaction<Database>, now: string) {
  await trx
    .insertInto('faqs')
    .values(
      SEED_FAQS.map((faq, index) => ({
        ...faqRows.write({ ...faq, answer: toRichHtml(faq.answer), order: index + 1 }),
        ...madeAt(now),
      })),
    )
    .execute();
}

async function insertSiteContent(trx: Transaction<Database>, now: string) {
  // The About content is a single row with the fixed id the About repository reads; keep a
  // text a studio already wrote there.
  const about = await trx.selectFrom('about').select('id').where('id', '=', 1).executeTakeFirst();
  if (!about) {
    await trx
      .insertInto('about')
      .values({
        id: 1,
        title: SEED_ABOUT.title,
        description: toRichHtml(SEED_ABOUT.description),
        mission_statement: SEED_ABOUT.missionStatement,
        is_active: toFlag(SEED_ABOUT.isActive),
        updated_at: now,
      })
      .execute();
  }
  await trx
    .insertInto('game_modes')
    .values(
      SEED_GAME_MODES.map((mode, index) => ({
        ...gameModeRows.write({ ...mode, imageUrl: null, videoUrl: null, order: index + 1, isActive: true }),
        ...madeAt(now),
      })),
    )
    .execute();
  const chapters = SEED_CHAPTERS.map((chapter) => ({ ...chapterRows.write(chapter), ...madeAt(now) }));
  await trx.insertInto('chapters').values(chapters).execute();
}
