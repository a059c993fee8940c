import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_SECONDS: '60' } });
  await t.request({
    method: 'POST',
    url: '/api/faqs',
    as: 'admin',
    payload: { question: 'Cached?', answer: 'For a few seconds.', category: 'General' },
  });
});
afterAll(() => t.close());

const publicQuestions = async () =>
  (await t.request({ method: 'GET', url: '/api/faqs' }))
    .json()
    .data.map((f: { question: string }) => f.question);

describe('read cache of public lists', () => {
  it('answers visitors from memory until a write through the API clears it', async () => {
    expect(await publicQuestions()).toEqual(['Cached?']);
    // A change behind the API's back is not seen while the entry lives: the answer came from memory.
    await t.db.kysely.updateTable('faqs').set({ question: 'Changed in the database' }).execute();
    expect(await publicQuestions()).toEqual(['Cached?']);
    // A write through the API clears the resource's entries at once.
    await t.request({
      method: 'POST',
      url: '/api/faqs',
      as: 'admin',
      payload: { question: 'Second', answer: 'Added', category: 'General' },
    });
    expect(await publicQuestions()).toEqual(['Changed in the database', 'Second']);
  });

  it('never serves staff from it', async () => {
    await t.db.kysely.updateTable('faqs').set({ answer: 'Fresh' }).execute();
    const staff = await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' });
    expect(staff.json().data.every((f: { answer: string }) => f.answer === 'Fresh')).toBe(true);
  });

  it('keeps the ETag, 304 and cache headers of the original answer', async () => {
    const first = await t.request({ method: 'GET', url: '/api/fighters' });
    const again = await t.request({ method: 'GET', url: '/api/fighters' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['content-type']).toMatch(/application\/json/);
    const revalidated = await t.request({
      method: 'GET',
      url: '/api/fighters',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keys entries on the validated query, so junk parameters share one entry', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/faqs' });
    const junk = await t.request({ method: 'GET', url: '/api/faqs?utm_source=x&z=1' });
    expect(junk.body).toBe(plain.body);
  });
});
