import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_SUB_TYPES, ABILITY_TYPES, type Fighter } from '../../contracts/fighter';
import { FAQ_CATEGORIES, type Faq } from '../../contracts/faq';
import type { DevDiary } from '../../contracts/dev-diary';
import type { FighterHistoryEntry } from '../../contracts/fighter-history';
import type { GameMode } from '../../contracts/game-mode';
import type { Chapter } from '../../contracts/chapter';
import { abilityVideoPath, chapterVideoPath, fighterImagePath } from '../../contracts/media-paths';
import { seedDemoContent } from '../../server/db/seed/seed';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let seededOnStart = false;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      seededOnStart = await seedDemoContent(db);
    },
  });
});
afterAll(() => t.close());

async function get<T>(url: string, as?: 'admin') {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
}

const count = async (
  table: 'fighters' | 'abilities' | 'fighter_history' | 'dev_diaries' | 'faqs' | 'subscribers' | 'feedback',
) =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo content', () => {
  it('seeds an empty database', () => {
    expect(seededOnStart).toBe(true);
  });

  it('has 21 fighters with distinct upper-case names, stats in range and their media paths', async () => {
    const fighters = await get<Fighter[]>('/api/fighters');
    expect(fighters).toHaveLength(21);
    const names = fighters.map((f) => f.name);
    expect(new Set(names).size).toBe(21);
    for (const f of fighters) {
      expect(f.name).toBe(f.name.toUpperCase());
      expect(f.role.length).toBeGreaterThan(0);
      expect(f.bio.length).toBeGreaterThan(80);
      expect(f.stats.baseHP).toBeGreaterThanOrEqual(1);
      expect(f.stats.baseHP).toBeLessThanOrEqual(10);
      expect(f.stats.baseMobility).toBeGreaterThanOrEqual(1);
      expect(f.stats.baseMobility).toBeLessThanOrEqual(10);
      expect(f.imageUrl).toBe(fighterImagePath(f.name));
      expect(f.abilities.length).toBeGreaterThanOrEqual(3);
      expect(f.abilities.length).toBeLessThanOrEqual(6);
      for (const a of f.abilities) expect(a.demoVideoUrl).toBe(abilityVideoPath(f.name, a.name));
    }
    const featured = await get<Fighter[]>('/api/fighters?featured=true');
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThan(21);
  });

  it('uses every ability type and every subType', async () => {
    const abilities = (await get<Fighter[]>('/api/fighters')).flatMap((f) => f.abilities);
    expect(new Set(abilities.map((a) => a.type))).toEqual(new Set(ABILITY_TYPES));
    expect(new Set(abilities.map((a) => a.subType))).toEqual(new Set(ABILITY_SUB_TYPES));
    expect(abilities.every((a) => a.usage && a.frequency && a.description)).toBe(true);
  });

  it('has at least 6 published dev diary posts of several paragraphs, some featured, and drafts only for staff', async () => {
    const posts = await get<DevDiary[]>('/api/dev-diaries');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.every((p) => p.published)).toBe(true);
    expect(posts.some((p) => p.featured)).toBe(true);
    for (const p of posts) {
      // Stored as rich text: paragraphs are <p> blocks (the patch notes add headings and a table).
      expect(p.content.match(/<p>/g)?.length ?? 0, p.title).toBeGreaterThanOrEqual(3);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(Date.parse(p.date)).toBeLessThan(Date.parse('2026-11-20T00:00:00Z'));
    }
    const all = await get<DevDiary[]>('/api/dev-diaries', 'admin');
    const drafts = all.filter((p) => !p.published);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
  });

  it('has at least 15 FAQs over the five categories, in order', async () => {
    const faqs = await get<Faq[]>('/api/faqs', 'admin');
    expect(faqs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(faqs.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(faqs.map((f) => f.order)).toEqual(faqs.map((_, i) => i + 1));
    const published = await get<Faq[]>('/api/faqs');
    expect(published).toHaveLength(faqs.length - 1);
  });

  it('has the three game modes, with the PC game available and linking to the story page', async () => {
    const modes = await get<GameMode[]>('/api/game-modes');
    expect(modes.map((m) => [m.platform, m.status, m.order])).toEqual([
      ['PC', 'Available', 1],
      ['Mobile', 'Coming Soon', 2],
      ['Board Game', 'Coming Soon', 3],
    ]);
    expect(modes[0]).toMatchObject({ featured: true, linkUrl: '/blood-message' });
  });

  it('has the four chapters with their exact subtitles and videos', async () => {
    const chapters = await get<Chapter[]>('/api/chapters');
    expect(chapters.map((c) => c.subtitle)).toEqual([
      'Chapter 1: The Beginning',
      'Chapter 2: The Awakening',
      'Chapter 3: The Revelation',
      'Chapter 4: The Legacy',
    ]);
    expect(chapters.map((c) => c.videoSrc)).toEqual([1, 2, 3, 4].map(chapterVideoPath));
    expect(chapters.every((c) => c.title === 'BLOOD & MAYHEM' && c.isActive)).toBe(true);
  });

  it('has an active About text with a vision statement', async () => {
    const about = await get<{
      title: string;
      description: string;
      missionStatement: string;
      isActive: boolean;
    }>('/api/about');
    expect(about.isActive).toBe(true);
    expect(about.description.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(about.missionStatement.length).toBeGreaterThan(50);
  });

  it('has a patch history that ends at the seeded stats and texts, linked to the published patch notes', async () => {
    const fighters = await get<Fighter[]>('/api/fighters');
    const posts = await get<DevDiary[]>('/api/dev-diaries');
    let entries = 0;
    for (const fighter of fighters) {
      const history = await get<FighterHistoryEntry[]>(`/api/fighters/${fighter.id}/history`);
      entries += history.length;
      for (const entry of history) {
        expect(entry.version, fighter.name).toMatch(/^0\.9\.\d$/);
        const post = posts.find((p) => p.id === entry.postId);
        expect(post?.title, fighter.name).toContain(`Patch ${entry.version}`);
        expect(entry.post).toEqual({ id: post!.id, slug: post!.slug, title: post!.title });
        for (const change of entry.changes) {
          const [, stat] = /^stats\.(\w+)$/.exec(change.field) ?? [];
          if (stat) expect(fighter.stats[stat as keyof Fighter['stats']], change.field).toBe(change.to);
          const [, name, key] = /^abilities\[(.+)\]\.(\w+)$/.exec(change.field) ?? [];
          const ability = fighter.abilities.find((a) => a.name === name);
          if (key) expect(ability?.[key as keyof typeof ability], change.field).toBe(change.to);
        }
      }
    }
    expect(entries).toBeGreaterThanOrEqual(3);
  });

  it('gives the back office some visitor input in every status', async () => {
    const subscribers = await get<{ status: string; source: string }[]>('/api/subscribers', 'admin');
    expect(subscribers.length).toBeGreaterThanOrEqual(10);
    expect(new Set(subscribers.map((s) => s.source))).toEqual(new Set(['website', 'newsletter', 'social']));
    expect(new Set(subscribers.map((s) => s.status))).toEqual(new Set(['active', 'unsubscribed']));
    const messages = await get<{ status: string }[]>('/api/support-messages', 'admin');
    expect(new Set(messages.map((m) => m.status))).toEqual(new Set(['new', 'read', 'replied', 'closed']));
    // The feedback routes are written elsewhere; the table is read directly.
    const feedback = await t.db.kysely.selectFrom('feedback').select(['status', 'notes']).execute();
    expect(new Set(feedback.map((f) => f.status))).toEqual(
      new Set(['new', 'in-progress', 'resolved', 'closed']),
    );
    expect(feedback.some((f) => f.notes.length > 0)).toBe(true);
  });

  it('does nothing on a database that already has fighters', async () => {
    const tables = [
      'fighters',
      'abilities',
      'fighter_history',
      'dev_diaries',
      'faqs',
      'subscribers',
      'feedback',
    ] as const;
    const before = await Promise.all(tables.map(count));
    expect(await seedDemoContent(t.db)).toBe(false);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect((await get<Chapter[]>('/api/chapters')).length).toBe(4);
    expect((await get<GameMode[]>('/api/game-modes')).length).toBe(3);
  });
});

describe('demo content on concurrent starts', () => {
  it('is seeded once when two app instances start on the same empty database', async () => {
    const fresh = await createTestApp();
    try {
      const results = await Promise.all([seedDemoContent(fresh.db), seedDemoContent(fresh.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const fighters = await fresh.db.kysely.selectFrom('fighters').select('id').execute();
      expect(fighters).toHaveLength(21);
    } finally {
      await fresh.close();
    }
  });
});
