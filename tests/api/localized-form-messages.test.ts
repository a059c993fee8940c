import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contracts/common';
import { pageText, postForm } from './support/page-forms';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

/**
 * A public form refused on a page in another locale than the default says why in the page's
 * language (app/lib/form-messages.ts); the default locale's pages and the API keep the English
 * wording the specification quotes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp({ LOCALES: 'en,fr,ja' });
});
afterAll(() => t?.close());

const contact = {
  name: '',
  email: 'not-an-address',
  subject: 'x'.repeat(LIMITS.subject + 1),
  message: 'Hello',
};

describe("a refused form in the page's language", () => {
  it("words the contact form's field messages in French on /fr/support, keeping what was typed", async () => {
    const res = await postForm(t, '/fr/support', contact);
    expect(res.statusCode).toBe(400);
    const text = pageText(res.body);
    expect(text).toContain('Le nom est obligatoire');
    expect(text).toContain('Saisissez une adresse e-mail valide');
    expect(text).toContain(`L’objet ne doit pas dépasser ${LIMITS.subject} caractères`);
    expect(text).not.toContain('Name is required');
    expect(res.body).toContain('value="not-an-address"');
  });

  it('keeps the English wording on the default locale’s page and in the API', async () => {
    const text = pageText((await postForm(t, '/support', contact)).body);
    expect(text).toContain('Name is required');
    expect(text).toContain('Email must be a valid email address');
    expect(text).toContain(`Subject must be at most ${LIMITS.subject} characters`);
    const api = await t.request({ method: 'POST', url: '/api/support-messages', payload: contact });
    expect(api.statusCode).toBe(400);
    expect(api.json().error).toMatch(/Name is required/);
  });

  it('words the newsletter and a mailed link’s refusals in Japanese on the Japanese pages', async () => {
    const signup = pageText((await postForm(t, '/ja/newsletter', { email: 'nope' })).body);
    expect(signup).toContain('有効なメールアドレスを入力してください');
    const link = pageText(
      (await postForm(t, '/ja/newsletter/confirm?token=forged', { token: 'forged' })).body,
    );
    expect(link).toContain('このリンクは無効です。');
    expect(link).not.toContain('This link is not valid');
  });
});
