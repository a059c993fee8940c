import { bearer, signInAsSuperAdmin, unique } from './support/admin-session';
import { expect, test } from './support/fixtures';

/**
 * Translating content in the back office (docs/decisions/0054-content-translations.md): the e2e
 * server serves en, fr and ja (tests/e2e/support/start-server.ts).
 */
test('a FAQ is translated into French beside its English text, then marked outdated when the English changes', async ({
  page,
  request,
}) => {
  const admin = await signInAsSuperAdmin(page, request);
  const question = `Can a fighter be translated ${unique()}?`;
  const created = await request.post('/api/faqs', {
    headers: bearer(admin),
    data: { question, answer: 'Yes, every text can.', category: 'General', published: true },
  });
  expect(created.status()).toBe(201);
  const faq = (await created.json()).data as { id: number; question: string; answer: string };
  const french = (status: string) =>
    page.getByRole('button', { name: `Translate FAQ: ${question} into French (${status})` });

  await page.goto('/admin/faq');
  await expect(
    page.getByRole('button', { name: `Translate FAQ: ${question} into Japanese (not translated)` }),
  ).toBeVisible();
  await french('not translated').click();
  const dialog = page.getByRole('dialog', { name: 'Translate FAQ into French' });
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByText('Yes, every text can.')).toBeVisible();
  await dialog.getByLabel('Question (French)').fill('Un combattant peut-il être traduit ?');
  await dialog.getByRole('button', { name: 'Save French translation' }).click();
  await expect(page.getByText('French translation saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(french('1 missing')).toBeVisible();

  await french('1 missing').click();
  await expect(dialog.getByLabel('Question (French)')).toHaveValue('Un combattant peut-il être traduit ?');
  await dialog.getByLabel('Answer (French)').fill('Oui, chaque texte le peut.');
  await dialog.getByRole('button', { name: 'Save French translation' }).click();
  await expect(french('translated')).toBeVisible();

  const read = await request.get(`/api/faqs/${faq.id}?locale=fr`);
  expect((await read.json()).data).toMatchObject({
    question: 'Un combattant peut-il être traduit ?',
    answer: '<p>Oui, chaque texte le peut.</p>',
    translation: { locale: 'fr', missing: [], outdated: [] },
  });

  // The English answer changes: the French one was written from the old text.
  const changed = await request.put(`/api/faqs/${faq.id}`, {
    headers: bearer(admin),
    data: { question, answer: 'Yes: names, roles and stories alike.', category: 'General', published: true },
  });
  expect(changed.status()).toBe(200);
  await page.reload();
  await french('outdated').click();
  await expect(dialog.getByText('Yes: names, roles and stories alike.')).toBeVisible();
  await expect(dialog.getByText('Outdated')).toBeVisible();
  await expect(dialog.getByText('The original changed after this was translated.')).toBeVisible();

  await request.delete(`/api/faqs/${faq.id}`, { headers: bearer(admin) });
});
