import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import { textOf } from '../../contracts/rich-text';
import { aboutRepository } from '../../server/data/about';
import { postRepository } from '../../server/data/dev-diaries';
import { faqRepository } from '../../server/data/faqs';
import type { Db } from '../../server/db/connection';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { registerWeb } from '../../server/web';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp, openTestDatabase } from './support/test-app';

/**
 * Post content, the About description and FAQ answers are rich text: HTML limited to the editor's
 * allow-list, sanitized by the server on every write, shown as HTML on the public pages
 * (docs/decisions/0035-rich-text-as-sanitized-html.md). Plain text is still accepted.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  t = await createTestApp({ web: registerWeb });
});
afterAll(() => t?.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const page = (url: string) => t.request({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
const IMAGE = '/media/uploads/0b4f6a7e-5a1b-4c1e-9d2e-3f4a5b6c7d8e-1600x900-aabbcc.jpg';

let titles = 0;
const postWith = (content: string) => ({
  title: `Rich Post ${(titles += 1)}`,
  excerpt: 'An excerpt.',
  content,
  author: 'A',
  tags: ['Patch Notes'],
  published: true,
});
const createPost = (content: string) =>
  t.request({ method: 'POST', url: '/api/dev-diaries', as: 'admin', payload: postWith(content) });
async function createdPost(content: string): Promise<DevDiary> {
  const res = await createPost(content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const saveAbout = (description: string) =>
  t.request({
    method: 'PUT',
    url: '/api/about',
    as: 'admin',
    payload: { title: 'About', description, missionStatement: 'Mission.', isActive: true },
  });
const createFaq = (answer: string) =>
  t.request({
    method: 'POST',
    url: '/api/faqs',
    as: 'admin',
    payload: { question: `Question ${(titles += 1)}?`, answer, category: 'General' },
  });

const RICH =
  '<h2>Patch 1.2</h2><ul><li><span data-patch="buff">Buff</span> Tempest HP</li>' +
  '<li><span data-patch="nerf">Nerf</span> Chain Drag</li><li><span data-patch="fix">Fix</span> Thralls</li></ul>' +
  '<p>Read <a href="https://example.com/notes" rel="noopener noreferrer nofollow">the notes</a> or ' +
  '<a href="/fighters">the roster</a>.</p>' +
  `<p><img src="${IMAGE}" alt="The new arena" /></p>` +
  '<table><thead><tr><th>Fighter</th><th>HP</th></tr></thead><tbody><tr><td>Tempest</td><td>5</td></tr></tbody></table>';

describe('rich text round trip', () => {
  it('stores and returns the headings, lists, badges, links, images and tables of a post as written', async () => {
    const post = await createdPost(RICH);
    expect(post.content).toBe(RICH);
    const read = await t.request({ method: 'GET', url: `/api/dev-diaries/${post.id}`, as: 'admin' });
    expect(read.json().data.content).toBe(RICH);

    const html = (await page(`/dev-diary/${post.slug}`)).body;
    expect(html).toContain('class="rich-text');
    expect(html).toContain('<h2>Patch 1.2</h2>');
    expect(html).toContain('<span data-patch="nerf">Nerf</span>');
    expect(html).toContain('<td>Tempest</td>');
    expect(html).toContain(`srcset="${IMAGE}.w320.avif 320w`);
    expect(html).toContain('alt="The new arena" width="1600" height="900" loading="lazy"');
    // The link preview's description is the content's words, not its markup.
    expect(html).toContain('<meta name="description" content="An excerpt."');
  });

  it('keeps rich text for the About description and FAQ answers', async () => {
    const about = await saveAbout(
      '<p>We make <strong>fighting games</strong>.</p><h3>History</h3><p>Since 2020.</p>',
    );
    expect(about.statusCode, about.body).toBe(200);
    expect(about.json().data.description).toBe(
      '<p>We make <strong>fighting games</strong>.</p><h3>History</h3><p>Since 2020.</p>',
    );
    const aboutPage = (await page('/about')).body;
    expect(aboutPage).toContain('<p>We make <strong>fighting games</strong>.</p><h3>History</h3>');
    expect(aboutPage).toMatch(/<meta name="description" content="We make fighting games\."/);

    const faq = await createFaq(
      '<p>Open <em>Settings</em>, then:</p><ol><li>Account</li><li>Reset</li></ol>',
    );
    expect(faq.statusCode, faq.body).toBe(201);
    expect(faq.json().data.answer).toBe(
      '<p>Open <em>Settings</em>, then:</p><ol><li>Account</li><li>Reset</li></ol>',
    );
    expect((await page('/support')).body).toContain('<ol><li>Account</li><li>Reset</li></ol>');
  });

  it('accepts plain text and returns it as paragraphs', async () => {
    const post = await createdPost('First & foremost.\nSame paragraph.\n\nSecond <b>para</b>.');
    expect(post.content).toBe(
      '<p>First &amp; foremost.<br />Same paragraph.</p><p>Second &lt;b&gt;para&lt;/b&gt;.</p>',
    );
    const faq = await createFaq('Just text.');
    expect(faq.json().data.answer).toBe('<p>Just text.</p>');
    const about = await saveAbout('One.\n\nTwo.');
    expect(about.json().data.description).toBe('<p>One.</p><p>Two.</p>');
  });
});

describe('refusals', () => {
  it('refuses content that shows nothing as a missing field', async () => {
    for (const content of ['<p></p>', '<p><script>alert(1)</script></p>', '<h2> </h2>']) {
      const res = await createPost(content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Content is required');
    }
    expect((await saveAbout('<p>&nbsp;</p>')).json().error).toBe('Main description is required');
    expect((await createFaq('<p></p>')).json().error).toBe('Answer is required');
  });

  it('refuses an image without alt text, naming the field', async () => {
    const res = await createPost(`<p>Look:</p><p><img src="${IMAGE}"></p>`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Every image in Content needs alt text');
    expect((await createFaq(`<p><img src="${IMAGE}" alt=" "></p>`)).json().error).toBe(
      'Every image in Answer needs alt text',
    );
    expect((await saveAbout(`<p><img src="${IMAGE}" alt=""></p>`)).json().error).toBe(
      'Every image in Main description needs alt text',
    );
  });
});

/** Each sample, posted as content, with what must not survive anywhere. */
const XSS: Array<[string, RegExp]> = [
  ['<p>a<script>alert(1)</script></p>', /<script|alert\(1\)/i],
  ['<p><img src=x onerror=alert(1)></p>', /onerror|<img/i],
  ['<p><a href="javascript:alert(1)">x</a></p>', /javascript:/i],
  ['<p><a href="JaVaScRiPt&#58;alert(1)">x</a></p>', /javascript|&#58;/i],
  ['<p><a href="&#x6A;avascript&colon;alert(1)">x</a></p>', /avascript/i],
  ['<p><a href=" java\tscript:alert(1)">x</a></p>', /script:/i],
  ['<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a></p>', /data:/i],
  ['<p><svg><script>alert(1)</script></svg>ok</p>', /<svg|<script|alert/i],
  ['<p><svg onload=alert(1)></svg>ok</p>', /<svg|onload/i],
  ['<p style="background:url(javascript:alert(1))">ok</p>', /style=|javascript/i],
  ['<p>ok<iframe src="https://evil.example/"></iframe></p>', /<iframe|evil/i],
  ['<p><math><mtext><script>alert(1)</script></mtext></math>ok</p>', /<math|<script/i],
  [
    '<p><object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">ok</p>',
    /<object|<embed|evil/i,
  ],
  ['<p><img src="https://evil.example/x.png" alt="x">ok</p>', /evil/i],
  ['<p>ok</p><video src="https://evil.example/v.mp4"></video>', /evil|<video/i],
  ['<p><a href="/ok" onclick="alert(1)" onmouseover="alert(1)">ok</a></p>', /onclick|onmouseover/i],
];

describe('hostile markup', () => {
  it.each(XSS)('removes %s from what is stored, returned and shown', async (content, survivor) => {
    const res = await createPost(content);
    if (res.statusCode === 400) {
      // Nothing left to show: refused as empty, which stores nothing.
      expect(res.json().error).toBe('Content is required');
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    const post: DevDiary = res.json().data;
    expect(post.content).not.toMatch(survivor);
    const stored = await t.db.kysely
      .selectFrom('dev_diaries')
      .select('content')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(post.content);
    const html = (await page(`/dev-diary/${post.slug}`)).body;
    // The post's body only: the page's own icons (SVG) sit around it.
    const start = html.indexOf('class="rich-text');
    const article = html.slice(start, html.indexOf('<footer', start));
    expect(article).not.toBe('');
    expect(article).not.toMatch(survivor);
  });
});

describe('migration 021', () => {
  let db: Db | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  const BODY = 'First paragraph & more.\nA line of it.\n\nSecond <paragraph>.';
  const ANSWER = 'Open the settings.\n\nThen press Reset.';

  it('turns the plain text already stored into paragraphs, and back into the same text on the way down', async () => {
    ({ db, drop } = await openTestDatabase());
    await migrateTo(db, '020-media-tally');
    const at = '2024-03-01T10:00:00.000Z';
    const k = db.kysely;
    await sql`INSERT INTO dev_diaries (slug, title, excerpt, content, author, tags, date, featured, published, created_at, updated_at)
      VALUES ('old-post', 'Old Post', '', ${BODY}, 'A', '[]', ${at}, 0, 1, ${at}, ${at})`.execute(k);
    await sql`INSERT INTO dev_diaries (slug, title, excerpt, content, author, tags, date, featured, published, created_at, updated_at)
      VALUES ('html-post', 'Html Post', '', '<p>Already <em>rich</em>.</p>', 'A', '[]', ${at}, 0, 1, ${at}, ${at})`.execute(
      k,
    );
    const post = await sql<{ id: number }>`SELECT id FROM dev_diaries WHERE slug = 'old-post'`.execute(k);
    await sql`INSERT INTO dev_diary_revisions (post_id, title, slug, excerpt, content, author, tags, featured, published, date, saved_by_name, saved_at)
      VALUES (${post.rows[0]!.id}, 'Old Post', 'old-post', '', 'Earlier text.', 'A', '[]', 0, 1, ${at}, 'A', ${at})`.execute(
      k,
    );
    await sql`INSERT INTO about (id, title, description, mission_statement, is_active, updated_at)
      VALUES (1, 'About', 'We fight.\n\nWe write.', 'Mission', 1, ${at})`.execute(k);
    await sql`INSERT INTO faqs (question, answer, category, sort_order, published, created_at, updated_at)
      VALUES ('How?', ${ANSWER}, 'General', 1, 1, ${at}, ${at})`.execute(k);

    expect(await migrateToLatest(db)).toContain('021-rich-text-content');
    const migrated = await postRepository(k).find({ slug: 'old-post' });
    expect(migrated?.content).toBe(
      '<p>First paragraph &amp; more.<br />A line of it.</p><p>Second &lt;paragraph&gt;.</p>',
    );
    expect(textOf(migrated!.content)).toBe(BODY);
    expect((await postRepository(k).find({ slug: 'html-post' }))?.content).toBe(
      '<p>Already <em>rich</em>.</p>',
    );
    const revision = await sql<{ content: string }>`SELECT content FROM dev_diary_revisions`.execute(k);
    expect(revision.rows[0]!.content).toBe('<p>Earlier text.</p>');
    expect((await aboutRepository(k).find())?.description).toBe('<p>We fight.</p><p>We write.</p>');
    const [faq] = await faqRepository(k).list({});
    expect(faq?.answer).toBe('<p>Open the settings.</p><p>Then press Reset.</p>');

    await migrateTo(db, '020-media-tally');
    const down = await sql<{
      slug: string;
      content: string;
    }>`SELECT slug, content FROM dev_diaries ORDER BY id`.execute(k);
    expect(down.rows).toEqual([
      { slug: 'old-post', content: BODY },
      { slug: 'html-post', content: 'Already rich.' },
    ]);
    const answers = await sql<{ answer: string }>`SELECT answer FROM faqs`.execute(k);
    expect(answers.rows[0]!.answer).toBe(ANSWER);
    const about = await sql<{ description: string }>`SELECT description FROM about`.execute(k);
    expect(about.rows[0]!.description).toBe('We fight.\n\nWe write.');
  });
});
