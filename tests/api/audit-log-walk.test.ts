import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed/seed';
import { PNG } from '../support/media-fixtures';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { expectOneEntry, fileForm } from './support/audit';
import { MAIL_PUBLIC_URL, MAIL_SECRET } from './support/mail-app';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Every write route of the API, read from its OpenAPI document, is called once as staff and must
 * leave exactly one audit entry naming the action, the row and the actor. A write route this walk
 * has no case for fails it: a new staff write cannot ship unaudited. Visitors' own writes (a
 * subscription, a feedback, a support message) are not staff actions and are listed apart.
 */
const PUBLIC_WRITES = [
  'POST /api/subscribers',
  'POST /api/subscribers/confirm',
  'POST /api/subscribers/unsubscribe',
  'POST /api/feedback',
  'POST /api/support-messages',
];

let t: TestApp;
let superId = 0;
const ids: Record<string, number> = {};
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => () =>
  t.request({ method, url, as: 'super_admin', payload });
const get = async (url: string) => (await t.request({ method: 'GET', url, as: 'super_admin' })).json().data;
const by =
  (action: string, entity: string, entityId: number | null, actorId = superId) =>
  () => ({
    action,
    entity,
    entityId,
    actorId,
  });
const createdId = (res: { json(): { data: { id: number } } }) => res.json().data.id;

async function signIn(username: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return res.json().data.token as string;
}

/** One case per write route, run in this order (later cases use rows earlier ones made). */
const CASES: Case[] = [
  [
    'POST /api/subscribers/:id/resend-confirmation',
    async () => {
      await t.request({ method: 'POST', url: '/api/subscribers', payload: { email: 'walker@mail.example' } });
      const { id } = await t.db.kysely
        .selectFrom('subscribers')
        .select('id')
        .where('email_key', '=', 'walker@mail.example')
        .executeTakeFirstOrThrow();
      await expectOneEntry(
        t,
        call('POST', `/api/subscribers/${id}/resend-confirmation`, {}),
        by('newsletter_send', 'subscriber', id),
      );
    },
  ],
  [
    'POST /api/dev-diaries/:id/email',
    async () => {
      const [post] = await get('/api/dev-diaries?published=true&limit=1');
      await expectOneEntry(
        t,
        call('POST', `/api/dev-diaries/${post.id}/email`, {}),
        by('newsletter_send', 'dev_diary', post.id),
      );
    },
  ],
  [
    'POST /api/dev-diaries/:id/preview-link',
    async () => {
      const [post] = await get('/api/dev-diaries?limit=1');
      await expectOneEntry(
        t,
        call('POST', `/api/dev-diaries/${post.id}/preview-link`, {}),
        by('preview_share', 'dev_diary', post.id),
      );
    },
  ],
  [
    'POST /api/auth/login',
    () =>
      expectOneEntry(
        t,
        () =>
          t.request({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'test_admin', password: PASSWORD },
          }),
        by('sign_in', 'user', t.userIds.admin, t.userIds.admin),
      ),
  ],
  [
    'POST /api/auth/logout',
    async () => {
      const token = await signIn('test_admin');
      await expectOneEntry(
        t,
        () => t.request({ method: 'POST', url: '/api/auth/logout', token }),
        by('sign_out', 'user', t.userIds.admin, t.userIds.admin),
      );
    },
  ],
  [
    'POST /api/users',
    async () => {
      const body = {
        name: 'Walker',
        username: 'walker',
        email: 'walker@test.example',
        password: PASSWORD,
        role: 'admin',
      };
      const res = await expectOneEntry(t, call('POST', '/api/users', body), (r) =>
        by('create', 'user', createdId(r))(),
      );
      ids.user = createdId(res);
    },
  ],
  [
    'PUT /api/auth/password',
    async () => {
      const token = await signIn('walker');
      await expectOneEntry(
        t,
        () =>
          t.request({
            method: 'PUT',
            url: '/api/auth/password',
            token,
            payload: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-2` },
          }),
        by('password_change', 'user', ids.user!, ids.user!),
      );
    },
  ],
  [
    'PUT /api/users/:id',
    () =>
      expectOneEntry(
        t,
        call('PUT', `/api/users/${ids.user}`, { role: 'user' }),
        by('role_change', 'user', ids.user!),
      ),
  ],
  [
    'DELETE /api/users/:id',
    () => expectOneEntry(t, call('DELETE', `/api/users/${ids.user}`), by('delete', 'user', ids.user!)),
  ],
  [
    'POST /api/fighters',
    async () => {
      const { id: _id, ...fighter } = await get('/api/fighters/1');
      const res = await expectOneEntry(
        t,
        call('POST', '/api/fighters', { ...fighter, name: 'WALKER' }),
        (r) => by('create', 'fighter', createdId(r))(),
      );
      ids.fighter = createdId(res);
    },
  ],
  [
    'PUT /api/fighters/:id',
    async () => {
      const fighter = await get(`/api/fighters/${ids.fighter}`);
      const stats = { ...fighter.stats, baseHP: fighter.stats.baseHP === 10 ? 9 : fighter.stats.baseHP + 1 };
      await expectOneEntry(
        t,
        call('PUT', `/api/fighters/${ids.fighter}`, { ...fighter, stats }),
        by('update', 'fighter', ids.fighter!),
      );
    },
  ],
  [
    'PATCH /api/fighters/:id/history/:entryId',
    async () => {
      const [entry] = await get(`/api/fighters/${ids.fighter}/history`);
      await expectOneEntry(
        t,
        call('PATCH', `/api/fighters/${ids.fighter}/history/${entry.id}`, { version: '9.9' }),
        by('update', 'fighter', ids.fighter!),
      );
    },
  ],
  [
    'DELETE /api/fighters/:id',
    () =>
      expectOneEntry(
        t,
        call('DELETE', `/api/fighters/${ids.fighter}`),
        by('delete', 'fighter', ids.fighter!),
      ),
  ],
  [
    'POST /api/dev-diaries',
    async () => {
      const post = { title: 'Walk post', excerpt: 'E.', content: 'C.', author: 'Walker', tags: ['News'] };
      const res = await expectOneEntry(t, call('POST', '/api/dev-diaries', post), (r) =>
        by('create', 'dev_diary', createdId(r))(),
      );
      ids.post = createdId(res);
    },
  ],
  [
    'PUT /api/dev-diaries/:id',
    async () => {
      const post = await get(`/api/dev-diaries/${ids.post}`);
      await expectOneEntry(
        t,
        call('PUT', `/api/dev-diaries/${ids.post}`, { ...post, title: 'Walk post, revised' }),
        by('update', 'dev_diary', ids.post!),
      );
    },
  ],
  [
    'POST /api/dev-diaries/:id/revisions/:revisionId/restore',
    async () => {
      const [revision] = await get(`/api/dev-diaries/${ids.post}/revisions`);
      await expectOneEntry(
        t,
        call('POST', `/api/dev-diaries/${ids.post}/revisions/${revision.id}/restore`, {}),
        by('restore', 'dev_diary', ids.post!),
      );
    },
  ],
  [
    'DELETE /api/dev-diaries/:id',
    () =>
      expectOneEntry(t, call('DELETE', `/api/dev-diaries/${ids.post}`), by('delete', 'dev_diary', ids.post!)),
  ],
  ...contentCases(
    'faqs',
    'faq',
    { question: 'Walk?', answer: 'Yes.', category: 'General', published: true },
    'question',
  ),
  ...contentCases(
    'chapters',
    'chapter',
    { subtitle: 'Walk', description: 'D.', videoSrc: '/videos/walk.mp4' },
    'subtitle',
  ),
  ...contentCases('game-modes', 'game_mode', { name: 'Walk Mode', subtitle: 'S', description: 'D.' }, 'name'),
  [
    'DELETE /api/subscribers/:id',
    async () => {
      await t.request({ method: 'POST', url: '/api/subscribers', payload: { email: 'walk@test.example' } });
      const [subscriber] = await get('/api/subscribers?search=walk%40test.example');
      await expectOneEntry(
        t,
        call('DELETE', `/api/subscribers/${subscriber.id}`),
        by('delete', 'subscriber', subscriber.id),
      );
    },
  ],
  ...visitorMessageCases('feedback', 'feedback', { description: 'It broke.' }, 'resolved'),
  ...visitorMessageCases('support-messages', 'support_message', { message: 'Help.' }, 'read'),
  [
    'PUT /api/about',
    async () => {
      const about = await get('/api/about');
      await expectOneEntry(
        t,
        call('PUT', '/api/about', { ...about, title: 'About, walked' }),
        by('update', 'about', about.id),
      );
    },
  ],
  [
    'POST /api/uploads',
    () =>
      expectOneEntry(
        t,
        () =>
          t.request({
            method: 'POST',
            url: '/api/uploads',
            as: 'super_admin',
            ...fileForm('walk.png', PNG, 'image/png'),
          }),
        () => ({ action: 'upload', entity: 'media', entityId: 1, actorId: superId }),
      ),
  ],
  [
    'PUT /api/media/:id',
    () =>
      expectOneEntry(
        t,
        call('PUT', '/api/media/1', { altText: 'A walked file', caption: '' }),
        by('update', 'media', 1),
      ),
  ],
  [
    'DELETE /api/media/:id',
    () => expectOneEntry(t, call('DELETE', '/api/media/1'), by('delete', 'media', 1)),
  ],
];

type Case = [string, () => Promise<unknown>];

/** Create, reorder (for the ordered lists), update and delete of a content list. */
function contentCases(path: string, entity: string, body: object, field: string): Case[] {
  const url = `/api/${path}`;
  const cases: Case[] = [
    [
      `POST ${url}`,
      async () => {
        const res = await expectOneEntry(t, call('POST', url, body), (r) =>
          by('create', entity, createdId(r))(),
        );
        ids[entity] = createdId(res);
      },
    ],
    [
      `PUT ${url}/reorder`,
      async () => {
        const rows: { id: number }[] = await get(url);
        const items = rows.map((row, index) => ({ id: row.id, order: rows.length - index }));
        await expectOneEntry(t, call('PUT', `${url}/reorder`, { items }), by('reorder', entity, null));
      },
    ],
    [
      `PUT ${url}/:id`,
      () =>
        expectOneEntry(
          t,
          call('PUT', `${url}/${ids[entity]}`, { ...body, [field]: 'Walked' }),
          by('update', entity, ids[entity]!),
        ),
    ],
    [
      `DELETE ${url}/:id`,
      () => expectOneEntry(t, call('DELETE', `${url}/${ids[entity]}`), by('delete', entity, ids[entity]!)),
    ],
  ];
  return cases.filter(([route]) => path !== 'game-modes' || !route.endsWith('/reorder'));
}

/** Status change and delete of what a visitor sent. */
function visitorMessageCases(path: string, entity: string, body: object, status: string): Case[] {
  const url = `/api/${path}`;
  return [
    [
      `PUT ${url}/:id`,
      async () => {
        const payload = { name: 'Visitor', email: 'visitor@test.example', subject: 'Walk', ...body };
        const sent = await t.request({ method: 'POST', url, payload });
        ids[entity] = createdId(sent);
        await expectOneEntry(
          t,
          call('PUT', `${url}/${ids[entity]}`, { status }),
          by('update', entity, ids[entity]!),
        );
      },
    ],
    [
      `DELETE ${url}/:id`,
      () => expectOneEntry(t, call('DELETE', `${url}/${ids[entity]}`), by('delete', entity, ids[entity]!)),
    ],
  ];
}

let smtp: SmtpSink;
beforeAll(async () => {
  // Mail on, so the newsletter's staff writes (email a post, resend a confirmation) do their work.
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL, SECRET: MAIL_SECRET },
    seed: async (db) => void (await seedDemoContent(db)),
  });
  superId = t.userIds.super_admin;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The write routes the app serves, from its OpenAPI document. */
function documentedWrites(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'get' && method !== 'head')
      .map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`,
      ),
  );
}

describe('audit log: every write route', () => {
  it('has a case for every staff write route of the API, and only those', () => {
    const staffWrites = documentedWrites().filter((route) => !PUBLIC_WRITES.includes(route));
    expect(CASES.map(([route]) => route).sort()).toEqual(staffWrites.sort());
  });

  it.each(CASES.map(([route, run]) => ({ route, run })))('$route leaves one entry', async ({ run }) => {
    await run();
  });

  it('records a failed sign-in with the name tried and no actor', async () => {
    await expectOneEntry(
      t,
      async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'Nobody_Here', password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
        return { ...res, statusCode: 200 } as typeof res;
      },
      by('sign_in_failed', 'user', null, null as unknown as number),
    );
    const row = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_name: 'nobody_here', ip: '127.0.0.1' });
  });

  it('records a Publish flip as a toggle', async () => {
    const [post] = await get('/api/dev-diaries?limit=1');
    await expectOneEntry(
      t,
      call('PUT', `/api/dev-diaries/${post.id}`, { ...post, featured: !post.featured }),
      by('toggle', 'dev_diary', post.id),
    );
  });
});
