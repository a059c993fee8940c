import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_TOO_LARGE, type Feedback } from '../../contracts/feedback';
import { type TestApp, createTestApp } from './support/test-app';
import { GIF, MB, MP4, padded, PNG } from '../support/media-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const file = (name: string, data: Buffer, type = 'image/png') => ({
  name,
  type,
  size: data.length,
  data: `data:${type};base64,${data.toString('base64')}`,
});
const feedback = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Combo drops on mobile',
  description: 'The third hit of the chain never lands on my phone.',
  ...over,
});

const submit = (payload: unknown, as?: 'user' | 'admin' | 'super_admin') =>
  t.request({ method: 'POST', url: '/api/feedback', as, payload: payload as object });
const list = async (query = ''): Promise<Feedback[]> =>
  (await t.request({ method: 'GET', url: `/api/feedback${query}`, as: 'admin' })).json().data;
const attachmentRows = async () =>
  (await t.db.kysely.selectFrom('feedback_attachments').select('id').execute()).length;
function storedFiles(): string[] {
  const dir = t.config.mediaDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
async function expectNothingStored(run: () => Promise<unknown>) {
  const rows = (await list()).length;
  const attachments = await attachmentRows();
  const files = storedFiles().length;
  await run();
  expect((await list()).length).toBe(rows);
  expect(await attachmentRows()).toBe(attachments);
  expect(storedFiles().length).toBe(files);
}

describe('Feedback submission', () => {
  it('takes feedback without attachments from an anonymous visitor and answers a receipt', async () => {
    const res = await submit(feedback());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'id']);
    const [stored] = await list();
    expect(stored).toMatchObject({
      id: data.id,
      status: 'new',
      notes: '',
      attachments: [],
      createdAt: data.createdAt,
    });
  });

  it('stores images and videos by their real type and lists them without their data', async () => {
    const res = await submit(
      feedback({
        attachments: [
          file('shot.png', PNG, 'video/mp4'),
          file('clip.mov', MP4, 'video/quicktime'),
          file('loop.gif', GIF, ''),
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const found = (await t.request({ method: 'GET', url: `/api/feedback/${id}`, as: 'admin' })).json().data;
    expect(found.attachments).toEqual([
      {
        id: expect.any(Number),
        name: 'shot.png',
        type: 'image/png',
        size: PNG.length,
        url: expect.any(String),
      },
      {
        id: expect.any(Number),
        // Sent as .mov, found to be MP4: named by what it is.
        name: 'clip.mp4',
        type: 'video/mp4',
        size: MP4.length,
        url: expect.any(String),
      },
      {
        id: expect.any(Number),
        name: 'loop.gif',
        type: 'image/gif',
        size: GIF.length,
        url: expect.any(String),
      },
    ]);
    for (const a of found.attachments) expect(a.url).toBe(`/api/feedback/${id}/attachments/${a.id}`);
    expect(JSON.stringify(await list())).not.toContain('base64');
    expect(storedFiles()).toHaveLength(3);
  });

  it('refuses a text file renamed .png, naming it, and stores nothing', async () => {
    await expectNothingStored(async () => {
      const res = await submit(
        feedback({
          attachments: [file('fine.png', PNG), file('notes.png', Buffer.from('not a picture at all'))],
        }),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(/^Only image and video files can be attached/);
      expect(res.json().error).toContain('notes.png');
    });
  });

  it.each([
    ['just over 10 MB', 10 * MB + 1],
    ['well over the limit', 12 * MB],
  ])('refuses a file %s with 413 and the form message', async (_label, size) => {
    await expectNothingStored(async () => {
      const res = await submit(
        feedback({ attachments: [file('small.png', PNG), file('huge.png', padded(PNG, size))] }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, data: null, error: ATTACHMENT_TOO_LARGE });
    });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await submit(feedback({ attachments: [file('exact.png', padded(PNG, 10 * MB))] }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses more than 10 files', async () => {
    await expectNothingStored(async () => {
      const res = await submit(
        feedback({ attachments: Array.from({ length: 11 }, (_, i) => file(`${i}.png`, PNG)) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('At most 10 attachments per submission');
    });
  });

  it('refuses attachments totalling more than 50 MB', async () => {
    await expectNothingStored(async () => {
      const big = padded(PNG, 8.5 * MB);
      const res = await submit(
        feedback({ attachments: Array.from({ length: 6 }, (_, i) => file(`${i}.png`, big)) }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('Attachments may total at most 50MB');
    });
  });

  /** The disk as a test double: the first write lands, the next one fails with `code`. */
  const diskFailingOnSecondWrite = (code: string) => {
    const put = t.app.storage.put;
    let calls = 0;
    vi.spyOn(t.app.storage, 'put').mockImplementation(async (key, data, options) => {
      if (++calls === 2) throw Object.assign(new Error(`${code}: write failed`), { code });
      return put(key, data, options);
    });
  };

  it('removes the files already written and answers 507 when the disk fills up', async () => {
    diskFailingOnSecondWrite('ENOSPC');
    await expectNothingStored(async () => {
      const res = await submit(
        feedback({ attachments: [file('a.png', PNG), file('b.png', PNG), file('c.gif', GIF)] }),
      );
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'Storage is full: no more files can be stored right now. Please try again later.',
      });
    });
  });

  it('answers 507, not 500, for any other write failure, keeping nothing', async () => {
    diskFailingOnSecondWrite('EIO');
    await expectNothingStored(async () => {
      const res = await submit(feedback({ attachments: [file('a.png', PNG), file('b.png', PNG)] }));
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toBe('The file could not be stored right now. Please try again later.');
    });
  });

  it('removes the written files and keeps no row when the database transaction fails', async () => {
    const kysely = t.db.kysely;
    const real = kysely.transaction.bind(kysely);
    vi.spyOn(kysely, 'transaction').mockImplementationOnce(() => {
      const builder = real();
      return {
        // The real inserts run, then the transaction fails and must roll them back.
        execute: (fn: (trx: unknown) => Promise<unknown>) =>
          builder.execute(async (trx) => {
            await fn(trx);
            throw new Error('simulated failure');
          }),
      } as never;
    });
    await expectNothingStored(async () => {
      const res = await submit(feedback({ attachments: [file('a.png', PNG), file('b.mp4', MP4)] }));
      expect(res.statusCode).toBe(500);
    });
  });

  describe('bad input', () => {
    const { name: _n, ...withoutName } = feedback();
    it.each([
      ['missing name', withoutName, /Name is required/],
      ['missing email', feedback({ email: undefined }), /Email is required/],
      ['malformed email', feedback({ email: 'nope' }), /Email must be a valid email address/],
      ['blank subject', feedback({ subject: ' ' }), /Subject is required/],
      ['missing description', feedback({ description: undefined }), /Description is required/],
      ['description of the wrong type', feedback({ description: 5 }), /Description must be text/],
      ['over-long name', feedback({ name: 'n'.repeat(101) }), /Name must be at most 100 characters/],
      ['over-long subject', feedback({ subject: 's'.repeat(201) }), /Subject must be at most 200 characters/],
      [
        'over-long description',
        feedback({ description: 'd'.repeat(5001) }),
        /Description must be at most 5000/,
      ],
      [
        'attachments that are not a list',
        feedback({ attachments: 'shot.png' }),
        /Attachments must be a list/,
      ],
      [
        'an attachment without data',
        feedback({ attachments: [{ name: 'a.png', type: 'image/png' }] }),
        /Attachment data is required/,
      ],
      [
        'an attachment that is not a data URL',
        feedback({ attachments: [{ name: 'a.png', data: 'http://x/a.png' }] }),
        /base-64 data URL/,
      ],
      [
        'an attachment without a name',
        feedback({ attachments: [{ ...file('a.png', PNG), name: '' }] }),
        /Attachment name is required/,
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, payload, error) => {
      await expectNothingStored(async () => {
        const res = await submit(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, data: null });
        expect(res.json().error).toMatch(error);
      });
    });

    it('refuses a malformed JSON body with a 400 envelope', async () => {
      await expectNothingStored(async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/feedback',
          headers: { 'content-type': 'application/json' },
          payload: '{"name": "Ada", ',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          data: null,
          error: 'The request body is not valid JSON',
        });
      });
    });
  });
});

describe('Feedback in the back office', () => {
  it('lists newest first and filters by status', async () => {
    const all = await list();
    const dates = all.map((f) => f.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const target = all[all.length - 1]!;
    await t.request({
      method: 'PUT',
      url: `/api/feedback/${target.id}`,
      as: 'admin',
      payload: { status: 'resolved' },
    });
    expect((await list('?status=resolved')).map((f) => f.id)).toEqual([target.id]);
    expect((await list('?status=new')).length).toBe(all.length - 1);
    expect(await list('?status=closed')).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/feedback?status=done', as: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/status must be one of new, in-progress, resolved, closed/);
  });

  it('updates status and notes and answers the updated record', async () => {
    const target = (await list()).find((f) => f.attachments.length === 3)!;
    const res = await t.request({
      method: 'PUT',
      url: `/api/feedback/${target.id}`,
      as: 'super_admin',
      payload: { status: 'in-progress', notes: 'Reproduced on Android.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target.id,
      status: 'in-progress',
      notes: 'Reproduced on Android.',
    });
    expect(res.json().data.attachments).toEqual(target.attachments);
    const notesOnly = await t.request({
      method: 'PUT',
      url: `/api/feedback/${target.id}`,
      as: 'admin',
      payload: { notes: '' },
    });
    expect(notesOnly.json().data).toMatchObject({ status: 'in-progress', notes: '' });
    const missing = await t.request({
      method: 'PUT',
      url: '/api/feedback/9999',
      as: 'admin',
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Feedback not found');
  });

  it.each([
    ['an empty update', {}, /Give a status or notes to update/],
    ['an unknown status', { status: 'done' }, /Status must be one of new, in-progress, resolved, closed/],
    ['notes of the wrong type', { notes: 3 }, /Notes must be text/],
    ['over-long notes', { notes: 'n'.repeat(5001) }, /Notes must be at most 5000 characters/],
  ])('refuses %s and changes nothing', async (_label, payload, error) => {
    const [target] = await list();
    const res = await t.request({ method: 'PUT', url: `/api/feedback/${target!.id}`, as: 'admin', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    expect((await list())[0]).toEqual(target);
  });

  it('refuses a malformed JSON update', async () => {
    const [target] = await list();
    const res = await t.request({
      method: 'PUT',
      url: `/api/feedback/${target!.id}`,
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(res.statusCode).toBe(400);
    expect((await list())[0]).toEqual(target);
  });

  it('lets staff download an attachment as it was sent, as a private download', async () => {
    const target = (await list()).find((f) => f.attachments.length === 3)!;
    for (const [i, bytes] of [PNG, MP4, GIF].entries()) {
      const a = target.attachments[i]!;
      const res = await t.request({ method: 'GET', url: a.url, as: i === 0 ? 'super_admin' : 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(a.type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${a.name}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('encodes a non-ASCII file name for the download', async () => {
    const id = (await submit(feedback({ attachments: [file('écran "final".png', PNG)] }))).json().data.id;
    const [a] = (await t.request({ method: 'GET', url: `/api/feedback/${id}`, as: 'admin' })).json().data
      .attachments;
    const res = await t.request({ method: 'GET', url: a.url, as: 'admin' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_cran _final_.png"; filename*=UTF-8''%C3%A9cran%20%22final%22.png`,
    );
  });

  it('keeps a PNG/HTML polyglot sent as evil.html as a PNG, and downloads it as evil.png', async () => {
    // A real PNG with a page after its last chunk: opened as a local .html file, the script would run.
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><body><script>alert(document.domain)</script>')]);
    const res = await submit(feedback({ attachments: [file('evil.html', polyglot, 'text/html')] }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const [a] = (await t.request({ method: 'GET', url: `/api/feedback/${id}`, as: 'admin' })).json().data
      .attachments;
    expect(a).toMatchObject({ name: 'evil.png', type: 'image/png', size: polyglot.length });
    const row = await t.db.kysely
      .selectFrom('feedback_attachments')
      .select(['name', 'storage_key'])
      .where('feedback_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('evil.png');
    expect(row.storage_key).toMatch(/^feedback\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(`${t.config.mediaDir}/${row.storage_key}`)).toBe(true);

    const download = await t.request({ method: 'GET', url: a.url, as: 'admin' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(polyglot)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe('attachment; filename="evil.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // A file kept before names followed the type still downloads with the type's extension.
    const legacy = await t.db.kysely
      .insertInto('feedback_attachments')
      .values({
        feedback_id: id,
        position: 1,
        name: 'older.html',
        type: 'image/png',
        size: polyglot.length,
        storage_key: row.storage_key,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await t.request({
      method: 'GET',
      url: `/api/feedback/${id}/attachments/${legacy.id}`,
      as: 'admin',
    });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.headers['content-disposition']).toBe('attachment; filename="older.png"');
    // The stored row is only read, never rewritten by a download.
    await t.db.kysely.deleteFrom('feedback_attachments').where('id', '=', legacy.id).execute();
  });

  it('refuses downloads to anonymous and user callers and answers 404 for unknown files', async () => {
    const target = (await list()).find((f) => f.attachments.length > 0)!;
    const url = target.attachments[0]!.url;
    const anonymous = await t.request({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, data: null });
    expect((await t.request({ method: 'GET', url, as: 'user' })).statusCode).toBe(403);
    const other = (await list()).find((f) => f.id !== target.id)!;
    const wrongParent = `/api/feedback/${other.id}/attachments/${target.attachments[0]!.id}`;
    expect((await t.request({ method: 'GET', url: wrongParent, as: 'admin' })).json()).toEqual({
      success: false,
      data: null,
      error: 'Attachment not found',
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/feedback/${target.id}/attachments/9999`, as: 'admin' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/feedback/${target.id}/attachments/x`, as: 'admin' }))
        .statusCode,
    ).toBe(400);
  });

  it('documents the download route in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/feedback/{id}/attachments/{attachmentId}'];
    expect(route?.get).toBeDefined();
    expect(Object.keys(route.get.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
  });

  it('deletes a feedback together with its files', async () => {
    const target = (await list()).find((f) => f.attachments.length === 3)!;
    const before = storedFiles().length;
    const res = await t.request({ method: 'DELETE', url: `/api/feedback/${target.id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: target.id });
    expect(storedFiles().length).toBe(before - 3);
    expect(
      (await t.request({ method: 'GET', url: target.attachments[0]!.url, as: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/feedback/${target.id}`, as: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/feedback/${target.id}`, as: 'admin' })).statusCode,
    ).toBe(404);
  });

  describe('access', () => {
    it.each(['user', 'admin', 'super_admin'] as const)('lets a signed-in %s send feedback', async (as) => {
      expect((await submit(feedback({ subject: `From ${as}` }), as)).statusCode).toBe(201);
    });

    it.each([
      ['GET', '/api/feedback', undefined],
      ['GET', '/api/feedback/:id', undefined],
      ['PUT', '/api/feedback/:id', { status: 'closed' }],
      ['DELETE', '/api/feedback/:id', undefined],
    ] as const)('refuses %s %s to anonymous (401) and user (403) callers', async (method, route, payload) => {
      const [target] = await list();
      const url = route.replace(':id', String(target!.id));
      for (const [as, status] of [
        [undefined, 401],
        ['user', 403],
      ] as const) {
        const res = await t.request({ method, url, as, ...(payload ? { payload } : {}) });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, data: null });
      }
      expect((await list())[0]).toEqual(target);
    });

    it.each(['admin', 'super_admin'] as const)('lets %s read, update and delete', async (as) => {
      const id = (await submit(feedback({ subject: `For ${as}` }))).json().data.id;
      expect((await t.request({ method: 'GET', url: '/api/feedback', as })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/feedback/${id}`, as })).statusCode).toBe(200);
      const put = await t.request({
        method: 'PUT',
        url: `/api/feedback/${id}`,
        as,
        payload: { status: 'closed' },
      });
      expect(put.json().data.status).toBe('closed');
      expect((await t.request({ method: 'DELETE', url: `/api/feedback/${id}`, as })).statusCode).toBe(200);
    });
  });
});

describe('Feedback rate limit', () => {
  it('counts every public submission, refused ones included, before reading the body', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PUBLIC_WRITES: '2' },
    });
    try {
      const codes: number[] = [];
      for (const payload of [{}, feedback(), feedback()]) {
        codes.push((await limited.request({ method: 'POST', url: '/api/feedback', payload })).statusCode);
      }
      expect(codes).toEqual([400, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
