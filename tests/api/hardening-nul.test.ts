import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/user';
import { seedDemoContent } from '../../server/db/seed/seed';
import { PNG } from '../support/media-fixtures';
import { tableFingerprint } from './support/fuzz-fingerprint';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * A NUL character (U+0000) in any text field is refused with a 400 naming the field, and nothing
 * is stored: PostgreSQL cannot hold it (it would fail with a 500) and SQLite would keep it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoContent(db)) });
});
afterAll(() => t.close());

const NUL = '\u0000';
const fingerprint = () => tableFingerprint(t.db.kysely);

type Case = { method: 'POST' | 'PUT'; url: string; as: Role | null; body: Record<string, unknown> };

const ability = {
  name: 'Cleave',
  type: 'Ability',
  subType: 'Active',
  usage: 'Once',
  frequency: 'Per turn',
  description: 'Hits hard.',
  demoVideoUrl: '/videos/a.mp4',
  imageUrl: '/images/a.png',
};
const VALID: Case[] = [
  { method: 'POST', url: '/api/subscribers', as: null, body: { email: 'n@test.example', name: 'Nia' } },
  {
    method: 'POST',
    url: '/api/support-messages',
    as: null,
    body: { name: 'Nia', email: 'n@test.example', subject: 'Hi', message: 'Hello there' },
  },
  {
    method: 'POST',
    url: '/api/feedback',
    as: null,
    body: {
      name: 'Nia',
      email: 'n@test.example',
      subject: 'Bug',
      description: 'It broke',
      attachments: [
        { name: 'shot.png', type: 'image/png', data: `data:image/png;base64,${PNG.toString('base64')}` },
      ],
    },
  },
  {
    method: 'POST',
    url: '/api/fighters',
    as: 'admin',
    body: {
      name: 'Nul Knight',
      role: 'Tank',
      bio: 'A bio.',
      imageUrl: '/images/n.png',
      videoUrl: '/videos/n.mp4',
      stats: { attackDice: 'D4', defenseDice: 'D4', baseHP: 5, baseMobility: 5 },
      abilities: [ability],
    },
  },
  {
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    body: { title: 'T', excerpt: 'E', content: 'C', author: 'A', tags: ['one', 'two'] },
  },
  { method: 'POST', url: '/api/faqs', as: 'admin', body: { question: 'Q?', answer: 'A.' } },
  {
    method: 'POST',
    url: '/api/game-modes',
    as: 'admin',
    body: {
      name: 'Mode',
      subtitle: 'Sub',
      description: 'D',
      imageUrl: '/i.png',
      videoUrl: '/v.mp4',
      linkUrl: 'https://example.com',
    },
  },
  {
    method: 'POST',
    url: '/api/chapters',
    as: 'admin',
    body: { title: 'T', subtitle: 'S', description: 'D', videoSrc: '/videos/c.mp4' },
  },
  {
    method: 'PUT',
    url: '/api/about',
    as: 'admin',
    body: { title: 'About', description: 'D', missionStatement: 'M' },
  },
  {
    method: 'POST',
    url: '/api/users',
    as: 'super_admin',
    body: {
      name: 'Nia',
      username: 'nia_nul',
      email: 'nia@test.example',
      password: 'violet-secret-passphrase',
    },
  },
  { method: 'PUT', url: '/api/feedback/1', as: 'admin', body: { notes: 'Looked at it' } },
  {
    method: 'PUT',
    url: '/api/auth/password',
    as: 'admin',
    body: { currentPassword: PASSWORD, newPassword: 'another-secret' },
  },
];

/** Every path to a text value inside `value`, e.g. ['abilities', 0, 'name']. */
function textPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...at, key]));
  return [];
}

function withNul(body: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const text = node[last] as string;
  // In the middle, so trimming or a data-URL prefix cannot hide it.
  node[last] = `${text.slice(0, 1)}${NUL}${text.slice(1)}`;
  return copy;
}

describe('NUL characters in text fields', () => {
  it.each([
    ['/api/subscribers', { email: 'a@test.example', name: `Ni${NUL}a` }, 'Name'],
    [
      '/api/support-messages',
      { name: `Ni${NUL}a`, email: 'a@test.example', subject: 'S', message: 'M' },
      'Name',
    ],
    ['/api/feedback', { name: `Ni${NUL}a`, email: 'a@test.example', subject: 'S', description: 'D' }, 'Name'],
    ['/api/auth/login', { username: `admin${NUL}`, password: 'x' }, 'Username'],
  ])('POST %s answers 400 naming the field', async (url, payload, label) => {
    const before = await fingerprint();
    const res = await t.request({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      error: `${label} must not contain NUL characters`,
    });
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a NUL in every text field of every body, and stores nothing', async () => {
    let checked = 0;
    for (const { method, url, as, body } of VALID) {
      for (const path of textPaths(body)) {
        const before = await fingerprint();
        const res = await t.request({ method, url, as, payload: withNul(body, path) as object });
        const where = `${method} ${url} ${path.join('.')}`;
        expect(res.statusCode, where).toBe(400);
        // The NUL check names the field; where another check of the field fails first (an enum, the
        // data-URL pattern), that message names it instead.
        const error = String(res.json().error);
        const field = String(path[path.length - 1]).toLowerCase();
        expect(
          / must not contain NUL characters$/.test(error) ||
            error.toLowerCase().replace(/\s/g, '').includes(field),
          where,
        ).toBe(true);
        expect(await fingerprint(), where).toBe(before);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('names the field by its path when its schema has no check of its own', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      as: 'admin',
      payload: { currentPassword: `a${NUL}b`, newPassword: 'another-secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('currentPassword must not contain NUL characters');
  });

  it('refuses a NUL in a query parameter', async () => {
    const res = await t.request({ method: 'GET', url: '/api/faqs?category=Gen%00eral' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a NUL in the file name of an upload, and stores nothing', async () => {
    const boundary = '----bmnul';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sh${NUL}ot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await fingerprint();
    const res = await t.request({
      method: 'POST',
      url: '/api/uploads',
      as: 'admin',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('File name must not contain NUL characters');
    expect(await fingerprint()).toBe(before);
  });
});

describe('the valid bodies the NUL cases start from', () => {
  // Guards the test above: each body must be accepted as it is, so only the NUL can be refused.
  it('are accepted without the NUL', async () => {
    for (const { method, url, as, body } of VALID) {
      const res = await t.request({ method, url, as, payload: body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });
});
