import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENTS_TOTAL_TOO_LARGE,
  ATTACHMENT_TOO_LARGE,
  TOO_MANY_ATTACHMENTS,
} from '../../contracts/feedback';
import { UPLOADS_BUSY } from '../../server/http/upload-gate';
import { registerWeb } from '../../server/web';
import { GIF, MB, MP4, PNG, padded } from '../support/media-fixtures';
import { pageText, postForm, postJson, postMultipart, rowCount } from './support/page-forms';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * The help page's feedback form posted by a browser that runs no scripts, its files as multipart
 * parts: the page's action takes it through the API's own intake, limits and messages included.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  t = await createTestApp({ web: registerWeb });
});
afterAll(() => t.close());

const FIELDS = {
  name: 'Tamsin Reeve',
  email: 'tamsin@example.com',
  subject: 'Corvina clips through walls',
  description: 'Scatter in Impulse 2 puts her inside the pillar on the Drowned Nave map.',
};
function feedbackForm(files: { name: string; data: Buffer; type?: string }[] = [], fields = FIELDS) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      'attachments',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  // The browser's empty part for a file input left alone rides along too.
  if (files.length === 0) form.append('attachments', new Blob([], { type: 'application/octet-stream' }), '');
  return form;
}
const storedFiles = () =>
  fs.existsSync(t.config.mediaDir)
    ? fs.readdirSync(t.config.mediaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length
    : 0;
const attachmentRows = async () =>
  (await t.db.kysely.selectFrom('feedback_attachments').select('id').execute()).length;

/** Runs `post` and checks that it stored no feedback, no attachment row and no file. */
async function storesNothing(post: () => Promise<{ statusCode: number; body: string }>) {
  const before = [await rowCount(t, 'feedback'), await attachmentRows(), storedFiles()];
  const res = await post();
  expect([await rowCount(t, 'feedback'), await attachmentRows(), storedFiles()]).toEqual(before);
  return res;
}
/** The banner above the form: an alert holding the message. */
const banner = (body: string) => /role="alert"[^>]*>.*?<span>(.*?)<\/span>/s.exec(pageText(body))?.[1];

describe('the feedback form posted to /help', () => {
  it('stores feedback without files and answers the Thank You panel', async () => {
    const before = await rowCount(t, 'feedback');
    const res = await postMultipart(t, '/help', feedbackForm());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pageText(res.body);
    expect(text).toContain('Thank You!');
    expect(text).toContain('Your feedback has been received.');
    expect(res.body).toContain('<form action="/help" method="get">');
    expect(await rowCount(t, 'feedback')).toBe(before + 1);
    expect(await attachmentRows()).toBe(0);
  });

  it('stores the files sent with the form, by their sniffed type, attached to the row', async () => {
    const res = await postMultipart(
      t,
      '/help',
      feedbackForm([
        { name: 'pillar.png', data: PNG, type: 'video/mp4' },
        { name: 'clip.mov', data: MP4, type: 'video/quicktime' },
        { name: 'loop.gif', data: GIF, type: '' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(pageText(res.body)).toContain('Thank You!');
    const row = await t.db.kysely
      .selectFrom('feedback')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...FIELDS, status: 'new' });
    const found = (await t.request({ method: 'GET', url: `/api/feedback/${row.id}`, as: 'admin' })).json()
      .data;
    expect(
      found.attachments.map((a: { name: string; type: string; size: number }) => [a.name, a.type, a.size]),
    ).toEqual([
      ['pillar.png', 'image/png', PNG.length],
      // Named by what the bytes are: an MP4 sent as .mov keeps the name with .mp4.
      ['clip.mp4', 'video/mp4', MP4.length],
      ['loop.gif', 'image/gif', GIF.length],
    ]);
    const download = await t.request({ method: 'GET', url: found.attachments[0].url, as: 'admin' });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a urlencoded form without files too', async () => {
    const before = await rowCount(t, 'feedback');
    const res = await postForm(t, '/help', FIELDS);
    expect(res.statusCode).toBe(200);
    expect(await rowCount(t, 'feedback')).toBe(before + 1);
  });

  it('refuses missing fields and a bad email with each field’s message, the values kept', async () => {
    const res = await storesNothing(() =>
      postMultipart(
        t,
        '/help',
        feedbackForm([{ name: 'a.png', data: PNG }], {
          ...FIELDS,
          name: '',
          email: 'nope',
          description: ' ',
        }),
      ),
    );
    expect(res.statusCode).toBe(400);
    for (const [field, message] of [
      ['name', 'Name is required'],
      ['email', 'Email must be a valid email address'],
      ['description', 'Description is required'],
    ])
      expect(res.body).toContain(
        `<p id="feedback-${field}-error" role="alert" class="text-sm text-blood-400">${message}</p>`,
      );
    expect(res.body).toContain(`value="${FIELDS.subject}"`);
    expect(res.body).toContain('value="nope"');
    expect(pageText(res.body)).not.toContain('Thank You!');
  });

  it('refuses a file over 10 MB with 413 and the form’s message in the banner', async () => {
    const res = await storesNothing(() =>
      postMultipart(
        t,
        '/help',
        feedbackForm([
          { name: 'small.png', data: PNG },
          { name: 'huge.png', data: padded(PNG, 10 * MB + 1) },
        ]),
      ),
    );
    expect(res.statusCode).toBe(413);
    expect(banner(res.body)).toBe(ATTACHMENT_TOO_LARGE);
    expect(res.body).toContain(`value="${FIELDS.name}"`);
  });

  it('refuses files totalling more than 50 MB', async () => {
    const ten = padded(PNG, 10 * MB);
    const files = [
      ...Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, data: ten })),
      { name: 'one-more.png', data: PNG },
    ];
    const res = await storesNothing(() => postMultipart(t, '/help', feedbackForm(files)));
    expect(res.statusCode).toBe(413);
    expect(banner(res.body)).toBe(ATTACHMENTS_TOTAL_TOO_LARGE);
  });

  it('refuses more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, data: PNG }));
    const res = await storesNothing(() => postMultipart(t, '/help', feedbackForm(files)));
    expect(res.statusCode).toBe(400);
    expect(banner(res.body)).toBe(TOO_MANY_ATTACHMENTS);
  });

  it('refuses a file that is not an image or a video, naming it', async () => {
    const res = await storesNothing(() =>
      postMultipart(
        t,
        '/help',
        feedbackForm([
          { name: 'fine.png', data: PNG },
          { name: 'notes.png', data: Buffer.from('not a picture at all') },
        ]),
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(banner(res.body)).toBe(
      'Only image and video files can be attached; "notes.png" is not an image or a video',
    );
  });

  it('says a body that is not a form could not be read', async () => {
    const res = await storesNothing(() => postJson(t, '/help', { ...FIELDS, attachments: [] }));
    expect(res.statusCode).toBe(400);
    expect(banner(res.body)).toBe('The form could not be read. Please send it again.');
  });

  it('accepts a body up to the feedback limit on this page only, and refuses one beyond it', async () => {
    const beyond = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data: padded(PNG, 8.6 * MB) }));
    const res = await storesNothing(() => postMultipart(t, '/help', feedbackForm(beyond)));
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('Form too large');
    // Another page keeps the small limit of a form of short fields.
    const other = await postForm(t, '/support', { ...FIELDS, message: 'x'.repeat(20_000) });
    expect(other.statusCode).toBe(413);
  });
});

describe('the feedback form among the public writes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      web: registerWeb,
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PUBLIC_WRITES: '2', UPLOADS_IN_FLIGHT: '1' },
    });
  });
  afterAll(() => limited.close());

  it('answers the third post in a minute with a page that says to wait, and Retry-After', async () => {
    const post = () => postMultipart(limited, '/help', feedbackForm(), '10.8.0.1');
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const third = await post();
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^text\/html/);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.body).toContain('Too many requests. Please try again in');
    expect(await rowCount(limited, 'feedback')).toBe(2);
  });

  it('waits for an upload slot like the API: with every slot taken a large form is answered 503', async () => {
    // Another upload holds the only slot until its connection closes.
    const other = new EventEmitter();
    const held = limited.app.uploadGate.enter(
      { headers: { 'content-length': String(5 * MB) }, log: limited.app.log } as never,
      { raw: other } as never,
    );
    expect(held).toBe(true);
    const form = feedbackForm([{ name: 'big.png', data: padded(PNG, 2 * MB) }]);
    const busy = await postMultipart(limited, '/help', form, '10.8.0.2');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body).toContain(UPLOADS_BUSY);
    // A small form needs no slot.
    expect((await postMultipart(limited, '/help', feedbackForm(), '10.8.0.3')).statusCode).toBe(200);
    other.emit('close');
    expect((await postMultipart(limited, '/help', form, '10.8.0.2')).statusCode).toBe(200);
    expect(limited.app.uploadGate.inUse).toBe(0);
  });
});
