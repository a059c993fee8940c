import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const faq = (over: Record<string, unknown> = {}) => ({
  question: 'How do I block?',
  answer: 'Hold back at the right moment.',
  category: 'Gameplay',
  published: true,
  ...over,
});

describe('FAQs', () => {
  it('creates FAQs with a default order after the last one', async () => {
    const first = await t.request({ method: 'POST', url: '/api/faqs', as: 'admin', payload: faq() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      error: null,
      data: { order: 1, category: 'Gameplay' },
    });
    const second = await t.request({
      method: 'POST',
      url: '/api/faqs',
      as: 'super_admin',
      payload: faq({ question: 'Is there a draft?', published: false, category: 'General' }),
    });
    expect(second.json().data).toMatchObject({ order: 2, published: false });
  });

  it('shows anonymous visitors published FAQs only, whatever the query says', async () => {
    const res = await t.request({ method: 'GET', url: '/api/faqs?published=false' });
    expect(res.statusCode).toBe(200);
    const questions = res.json().data.map((f: { question: string }) => f.question);
    expect(questions).toEqual(['How do I block?']);
  });

  it('lets staff filter by published and category', async () => {
    const drafts = await t.request({ method: 'GET', url: '/api/faqs?published=false', as: 'admin' });
    expect(drafts.json().data.map((f: { question: string }) => f.question)).toEqual(['Is there a draft?']);
    const general = await t.request({ method: 'GET', url: '/api/faqs?category=General', as: 'admin' });
    expect(general.json().data).toHaveLength(1);
    const bad = await t.request({ method: 'GET', url: '/api/faqs?category=Nope', as: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/category must be one of/);
  });

  it('hides a draft FAQ from anonymous readers by id', async () => {
    const list = await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' });
    const draft = list.json().data.find((f: { published: boolean }) => !f.published);
    expect((await t.request({ method: 'GET', url: `/api/faqs/${draft.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/faqs/${draft.id}`, as: 'admin' })).statusCode).toBe(
      200,
    );
  });

  it('reorders in one transaction and rolls back on an unknown id', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' })).json().data;
    const [a, b] = list;
    const swapped = await t.request({
      method: 'PUT',
      url: '/api/faqs/reorder',
      as: 'admin',
      payload: {
        items: [
          { id: a.id, order: 2 },
          { id: b.id, order: 1 },
        ],
      },
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data.map((f: { id: number }) => f.id)).toEqual([b.id, a.id]);

    const failed = await t.request({
      method: 'PUT',
      url: '/api/faqs/reorder',
      as: 'admin',
      payload: {
        items: [
          { id: a.id, order: 1 },
          { id: 9999, order: 2 },
        ],
      },
    });
    expect(failed.statusCode).toBe(404);
    const after = (await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' })).json().data;
    expect(after.map((f: { id: number }) => f.id)).toEqual([b.id, a.id]);
  });

  it('updates and deletes, answering 404 for a missing FAQ', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' })).json().data;
    const target = list[0];
    const updated = await t.request({
      method: 'PUT',
      url: `/api/faqs/${target.id}`,
      as: 'admin',
      payload: faq({ question: 'Updated?', order: 5 }),
    });
    expect(updated.json().data).toMatchObject({ question: 'Updated?', order: 5 });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/faqs/${target.id}`, as: 'admin' })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/faqs/${target.id}`, as: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: '/api/faqs/9999', as: 'admin', payload: faq() })).statusCode,
    ).toBe(404);
  });

  describe('bad input', () => {
    it.each([
      ['missing question', { answer: 'a' }, /Question is required/],
      ['blank answer', { question: 'q', answer: '   ' }, /Answer is required/],
      ['wrong type', { question: 42, answer: 'a' }, /Question must be text/],
      ['over-long answer', { question: 'q', answer: 'x'.repeat(5001) }, /Answer must be at most 5000/],
      ['unknown category', { question: 'q', answer: 'a', category: 'Lore' }, /Category must be one of/],
      [
        'non-boolean published',
        { question: 'q', answer: 'a', published: 'yes' },
        /Published must be true or false/,
      ],
    ])('refuses %s and stores nothing', async (_label, payload, message) => {
      const before = (await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' })).json().data.length;
      const res = await t.request({ method: 'POST', url: '/api/faqs', as: 'admin', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(message);
      const after = (await t.request({ method: 'GET', url: '/api/faqs', as: 'admin' })).json().data.length;
      expect(after).toBe(before);
    });

    it('refuses a malformed JSON body with a 400 envelope', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/faqs',
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload: '{"question": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, data: null, error: 'The request body is not valid JSON' });
    });

    it('refuses an empty reorder list and duplicate ids', async () => {
      const empty = await t.request({
        method: 'PUT',
        url: '/api/faqs/reorder',
        as: 'admin',
        payload: { items: [] },
      });
      expect(empty.statusCode).toBe(400);
      const dup = await t.request({
        method: 'PUT',
        url: '/api/faqs/reorder',
        as: 'admin',
        payload: {
          items: [
            { id: 1, order: 1 },
            { id: 1, order: 2 },
          ],
        },
      });
      expect(dup.json().error).toMatch(/only once/);
    });
  });
});
