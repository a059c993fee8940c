import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../contracts/site-settings-defaults';
import type { Role } from '../../contracts/user';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

// The whole site (pages and API) on the engine TEST_DATABASE_URL names, else SQLite.
let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp();
});
afterAll(() => t?.close());

const { updatedAt: _unused, ...publicDefaults } = { ...DEFAULT_SITE_SETTINGS, updatedAt: null };
const { newsletterSenderName: _sender, ...visitorDefaults } = publicDefaults;
const input = (over: Record<string, unknown> = {}) => ({ ...DEFAULT_SITE_SETTINGS, ...over });

const get = (as?: Role | null) => t.request({ method: 'GET', url: '/api/site-settings', as });
const put = (payload: unknown, as: Role | null = 'super_admin') =>
  t.request({ method: 'PUT', url: '/api/site-settings', as, payload: payload as Record<string, unknown> });
const page = (url: string) => t.request({ method: 'GET', url, as: null });

describe('site settings', () => {
  it('answers the defaults (what the site showed before) until a super admin saves', async () => {
    const visitor = await get(null);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual({ ...visitorDefaults, updatedAt: null });
    expect((await get('super_admin')).json().data).toEqual({ ...publicDefaults, updatedAt: null });
    const html = (await page('/')).body;
    expect(html).toContain('<title>Blood &amp; Mayhem: the tactical fantasy fighting game</title>');
    expect(html).toContain('<meta property="og:site_name" content="Blood &amp; Mayhem"/>');
    expect(html).not.toContain('role="status" aria-label="Site notice"');
  });

  it('refuses anonymous callers (401), plain users and admins (403), storing nothing', async () => {
    expect((await put(input({ siteName: 'Nope' }), null)).statusCode).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const res = await put(input({ siteName: 'Nope' }), role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    expect((await get(null)).json().data.siteName).toBe('Blood & Mayhem');
  });

  it('refuses bad input with a message naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ siteName: '' }, /Site name is required/],
      [{ siteName: 'x'.repeat(61) }, /Site name must be at most 60/],
      [{ siteDescription: 'x'.repeat(301) }, /Site description must be at most 300/],
      [{ socialX: 'not a url' }, /X link must be an http\(s\) URL, # \(a placeholder\) or empty/],
      [{ socialYoutube: 'javascript:alert(1)' }, /YouTube link must be an http\(s\) URL/],
      [{ socialDiscord: 'ftp://example.com/' }, /Discord link must be an http\(s\) URL/],
      [{ bannerText: 'x'.repeat(201) }, /Banner text must be at most 200/],
      [{ bannerEnabled: true, bannerText: '' }, /Banner text is required when the banner is on/],
      [{ newsletterSenderName: 'Evil\r\nBcc: x@example.com' }, /single line/],
    ];
    for (const [over, message] of cases) {
      const res = await put(input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await get('super_admin')).json().data.updatedAt).toBeNull();
  });

  it('saves a super admin’s change, logs which fields changed, and every public page shows it at once', async () => {
    // Fill the page and read caches first: the save must clear them.
    expect((await page('/fighters')).statusCode).toBe(200);
    expect((await page('/fighters')).headers['x-page-cache']).toBe('HIT');
    await get(null);

    const before = await lastAuditId(t);
    const res = await put(
      input({
        siteName: 'Iron & <Ash>',
        siteDescription: 'A new description.',
        socialX: '',
        socialDiscord: 'https://discord.gg/ironash',
        newsletterSenderName: 'Iron & Ash news',
        bannerEnabled: true,
        bannerText: 'Down for maintenance at 22:00 <b>UTC</b>',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ siteName: 'Iron & <Ash>', bannerEnabled: true, socialX: '' });
    expect(Date.parse(res.json().data.updatedAt)).not.toBeNaN();

    const rows = await auditRowsAfter(t, before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entity: 'site_settings',
      actor_id: t.userIds.super_admin,
      entity_label: 'Iron & <Ash>',
    });
    for (const field of [
      'siteName',
      'siteDescription',
      'socialX',
      'socialDiscord',
      'bannerEnabled',
      'bannerText',
    ])
      expect(rows[0]!.summary).toContain(field);
    expect(rows[0]!.summary).not.toContain('socialYoutube');

    const visitor = (await get(null)).json().data;
    expect(visitor).toMatchObject({ siteName: 'Iron & <Ash>', bannerEnabled: true });
    expect(visitor).not.toHaveProperty('newsletterSenderName');

    const fighters = await page('/fighters');
    expect(fighters.headers['x-page-cache']).not.toBe('HIT');
    const html = fighters.body;
    expect(html).toContain('<title>Fighters | Iron &amp; &lt;Ash&gt;</title>');
    expect(html).toContain('<meta property="og:site_name" content="Iron &amp; &lt;Ash&gt;"/>');
    expect(html).toContain('href="https://discord.gg/ironash"');
    expect(html).toContain('aria-label="Iron &amp; &lt;Ash&gt; on Discord"');
    expect(html).not.toContain('on X"');
    // The banner is text: the markup typed into it is escaped, never rendered.
    expect(html).toMatch(/role="status"[^>]*>Down for maintenance at 22:00 &lt;b&gt;UTC&lt;\/b&gt;</);
    const home = (await page('/')).body;
    expect(home).toContain('<title>Iron &amp; &lt;Ash&gt;: the tactical fantasy fighting game</title>');
    expect(home).toContain('<meta name="description" content="A new description."/>');
  });

  it('restores the defaults when saved back', async () => {
    expect((await put(input())).statusCode).toBe(200);
    const html = (await page('/fighters')).body;
    expect(html).toContain('<title>Fighters | Blood &amp; Mayhem</title>');
    expect(html).not.toContain('aria-label="Site notice"');
  });
});
