import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../contracts/site-settings-defaults';
import { hashPassword } from '../../server/auth/passwords';
import { userRepository } from '../../server/data/users';
import { seedDemoContent } from '../../server/db/seed/seed';
import { PNG } from '../support/media-fixtures';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { auditRowsAfter, expectOneEntry, fileForm, lastAuditId } from './support/audit';
import { MAIL_PUBLIC_URL, MAIL_SECRET } from './support/mail-app';
import { softwareAuthenticator } from './support/software-authenticator';
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
  'PUT /api/subscribers/preferences',
  'POST /api/feedback',
  'POST /api/support-messages',
  // A mail provider's events, no staff action: the bounces and complaints it reports are audited
  // as `mail` (tests/api/mail-bounces.test.ts).
  'POST /api/mail/webhooks/mailgun',
];

/**
 * Write routes that by design change no account state and so write no entry; the last test below
 * calls each once and checks that it leaves none.
 */
const NO_ENTRY_WRITES = [
  // Stages a pending secret only: two-factor sign-in is on (and audited) once /confirm succeeds.
  'POST /api/two-factor/setup',
  // Makes a one-time registration challenge; the passkey is added (and audited) by /register.
  'POST /api/passkeys/registration-options',
  // Makes a one-time sign-in challenge for anyone asking; the sign-in is audited by /verify.
  'POST /api/auth/passkey/options',
  // Only reads whether a reset link still works.
  'POST /api/password-reset/check',
  // Mails a link (the same answer for any address); the password changes, audited, on /complete.
  'POST /api/password-reset/request',
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

async function signIn(username: string, password = PASSWORD) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  return res.json().data.token as string;
}

/** A fresh admin, signed in, whose own account the account, two-factor and passkey cases change. */
let staffSeq = 0;
async function newStaff() {
  const username = `walk_staff_${++staffSeq}`;
  const email = `${username}@test.example`;
  const created = await userRepository(t.db.kysely).create({
    name: 'Walk Staff',
    username,
    email,
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: created.id, username, email, token: await signIn(username) };
}
let own: Awaited<ReturnType<typeof newStaff>>;
const asOwn = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => () =>
  t.request({ method, url, token: own.token, payload });
const byOwn = (action: string) => () => by(action, 'user', own.id, own.id)();
const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: Date.now() });
let recoveryCodes: string[] = [];
const authenticator = () => softwareAuthenticator(new URL(MAIL_PUBLIC_URL).origin);
let passkey: ReturnType<typeof authenticator>;

/** Asks for a reset link for `email` and answers the token of the mail it brought. */
async function mailedResetToken(email: string) {
  // The account's security notices go to the same address: only reset mails are counted.
  const resetMails = () => smtp.to(email).filter((m) => m.text.includes('/admin/reset-password'));
  const before = resetMails().length;
  const res = await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  await smtp.waitFor(() => resetMails().length > before);
  const mail = resetMails().at(-1)!;
  return new URL(/https:\S+reset-password\S+/.exec(mail.text)![0]).searchParams.get('token')!;
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
    'POST /api/users/:id/two-factor-enrolment-link',
    () =>
      expectOneEntry(
        t,
        call('POST', `/api/users/${ids.user}/two-factor-enrolment-link`, {}),
        by('update', 'user', ids.user!),
      ),
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
    'PUT /api/fighters/:id/translations/:locale',
    () =>
      expectOneEntry(
        t,
        call('PUT', `/api/fighters/${ids.fighter}/translations/fr`, { role: 'Marcheur' }),
        by('update', 'fighter', ids.fighter!),
      ),
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
    'PUT /api/dev-diaries/:id/translations/:locale',
    () =>
      expectOneEntry(
        t,
        call('PUT', `/api/dev-diaries/${ids.post}/translations/fr`, { title: 'Billet marché' }),
        by('update', 'dev_diary', ids.post!),
      ),
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
    'PUT /api/about/translations/:locale',
    async () => {
      const about = await get('/api/about');
      await expectOneEntry(
        t,
        call('PUT', '/api/about/translations/fr', { title: 'À propos, marché' }),
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
  [
    'PUT /api/account/profile',
    async () => {
      own = await newStaff();
      await expectOneEntry(
        t,
        asOwn('PUT', '/api/account/profile', { name: 'Walked Staff', email: own.email }),
        byOwn('update'),
      );
    },
  ],
  [
    'POST /api/account/reauthenticate',
    () =>
      expectOneEntry(
        t,
        asOwn('POST', '/api/account/reauthenticate', { password: PASSWORD }),
        byOwn('reauthenticate'),
      ),
  ],
  [
    'POST /api/account/sessions/sign-out-others',
    async () => {
      await signIn(own.username);
      await expectOneEntry(t, asOwn('POST', '/api/account/sessions/sign-out-others', {}), byOwn('sign_out'));
    },
  ],
  [
    'DELETE /api/account/sessions/:id',
    async () => {
      await signIn(own.username);
      const list = await t.request({ method: 'GET', url: '/api/account/sessions', token: own.token });
      const other = (list.json().data as { id: number; current: boolean }[]).find((s) => !s.current)!;
      await expectOneEntry(t, asOwn('DELETE', `/api/account/sessions/${other.id}`), byOwn('sign_out'));
    },
  ],
  [
    'POST /api/two-factor/confirm',
    async () => {
      const setup = await asOwn('POST', '/api/two-factor/setup', {})();
      expect(setup.statusCode, setup.body).toBe(200);
      const code = totp(setup.json().data.secret);
      const res = await expectOneEntry(
        t,
        asOwn('POST', '/api/two-factor/confirm', { code }),
        byOwn('two_factor_enable'),
      );
      recoveryCodes = res.json().data.recoveryCodes;
    },
  ],
  [
    'POST /api/two-factor/recovery-codes',
    async () => {
      const res = await expectOneEntry(
        t,
        asOwn('POST', '/api/two-factor/recovery-codes', { code: recoveryCodes[0] }),
        byOwn('recovery_codes_renew'),
      );
      recoveryCodes = res.json().data.recoveryCodes;
    },
  ],
  [
    'POST /api/auth/login/two-factor',
    async () => {
      const first = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: own.username, password: PASSWORD },
      });
      const { challenge } = first.json().data;
      await expectOneEntry(
        t,
        () =>
          t.request({
            method: 'POST',
            url: '/api/auth/login/two-factor',
            payload: { challenge, recoveryCode: recoveryCodes[0] },
          }),
        byOwn('sign_in'),
      );
    },
  ],
  [
    'POST /api/two-factor/disable',
    () =>
      expectOneEntry(
        t,
        asOwn('POST', '/api/two-factor/disable', { code: recoveryCodes[1] }),
        byOwn('two_factor_disable'),
      ),
  ],
  [
    'POST /api/passkeys/register',
    async () => {
      const options = (await asOwn('POST', '/api/passkeys/registration-options', {})()).json().data;
      passkey = authenticator();
      const res = await expectOneEntry(
        t,
        asOwn('POST', '/api/passkeys/register', { name: 'Walk key', response: passkey.register(options) }),
        byOwn('passkey_add'),
      );
      ids.passkey = createdId(res);
    },
  ],
  [
    'PATCH /api/passkeys/:id',
    () =>
      expectOneEntry(
        t,
        asOwn('PATCH', `/api/passkeys/${ids.passkey}`, { name: 'Walked key' }),
        byOwn('passkey_rename'),
      ),
  ],
  [
    'POST /api/auth/passkey/verify',
    async () => {
      const options = await t.request({ method: 'POST', url: '/api/auth/passkey/options', payload: {} });
      const response = passkey.sign(options.json().data);
      await expectOneEntry(
        t,
        () => t.request({ method: 'POST', url: '/api/auth/passkey/verify', payload: { response } }),
        byOwn('sign_in'),
      );
    },
  ],
  [
    'DELETE /api/passkeys/:id',
    () => expectOneEntry(t, asOwn('DELETE', `/api/passkeys/${ids.passkey}`), byOwn('passkey_remove')),
  ],
  [
    'PUT /api/account/password',
    () =>
      expectOneEntry(
        t,
        asOwn('PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: `${PASSWORD}-2` }),
        byOwn('password_change'),
      ),
  ],
  [
    'POST /api/password-reset/complete',
    async () => {
      const token = await mailedResetToken(own.email);
      await expectOneEntry(
        t,
        () =>
          t.request({
            method: 'POST',
            url: '/api/password-reset/complete',
            payload: { token, password: `${PASSWORD}-3` },
          }),
        byOwn('password_reset'),
      );
    },
  ],
  [
    'PUT /api/site-settings',
    () =>
      expectOneEntry(
        t,
        call('PUT', '/api/site-settings', { ...DEFAULT_SITE_SETTINGS, siteName: 'Walked' }),
        by('update', 'site_settings', null),
      ),
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
      `PUT ${url}/:id/translations/:locale`,
      () =>
        expectOneEntry(
          t,
          call('PUT', `${url}/${ids[entity]}/translations/fr`, { [field]: 'Marché' }),
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
    env: { SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL, SECRET: MAIL_SECRET, LOCALES: 'en,fr' },
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
    const staffWrites = documentedWrites().filter(
      (route) => !PUBLIC_WRITES.includes(route) && !NO_ENTRY_WRITES.includes(route),
    );
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

  it('leaves no entry for the writes that change no account state', async () => {
    const staff = await newStaff();
    const as = (url: string, payload: object) => () =>
      t.request({ method: 'POST', url, token: staff.token, payload });
    const anyone = (url: string, payload: object) => () => t.request({ method: 'POST', url, payload });
    const calls: Record<string, () => Promise<{ statusCode: number; body: string }>> = {
      'POST /api/two-factor/setup': as('/api/two-factor/setup', {}),
      'POST /api/passkeys/registration-options': as('/api/passkeys/registration-options', {}),
      'POST /api/auth/passkey/options': anyone('/api/auth/passkey/options', {}),
      'POST /api/password-reset/check': anyone('/api/password-reset/check', { token: 'walk-forged-token' }),
      'POST /api/password-reset/request': async () => {
        const before = smtp.to(staff.email).length;
        const res = await anyone('/api/password-reset/request', { email: staff.email })();
        // The link is made and mailed after the answer: wait for it before reading the log.
        await smtp.waitFor(() => smtp.to(staff.email).length > before);
        return res;
      },
    };
    expect(Object.keys(calls).sort()).toEqual([...NO_ENTRY_WRITES].sort());
    for (const route of NO_ENTRY_WRITES) {
      const before = await lastAuditId(t);
      const res = await calls[route]!();
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      expect(await auditRowsAfter(t, before), route).toEqual([]);
    }
  });
});
