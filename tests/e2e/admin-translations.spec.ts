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

test("a fighter's role and abilities are translated into French, and an ability's translation follows it and goes outdated", async ({
  page,
  request,
}) => {
  const admin = await signInAsSuperAdmin(page, request);
  const name = `TRANSLATED ${unique()}`.toUpperCase();
  const ability = (abilityName: string, description: string) => ({
    name: abilityName,
    description,
    usage: 'On Hit',
    frequency: 'Always',
  });
  const body = (abilities: ReturnType<typeof ability>[]) => ({
    name,
    role: 'Duelist',
    bio: 'Made to be translated.',
    stats: { attackDice: 'D4', defenseDice: 'D4', baseHP: 6, baseMobility: 5 },
    abilities,
  });
  const created = await request.post('/api/fighters', {
    headers: bearer(admin),
    data: body([ability('Open Vein', 'Every hit bleeds.'), ability('Lancet Step', 'Move two tiles.')]),
  });
  expect(created.status()).toBe(201);
  const fighter = (await created.json()).data as { id: number };
  const french = (status: string) =>
    page.getByRole('button', { name: `Translate Fighter: ${name} into French (${status})` });

  await page.goto('/admin/fighters');
  await french('not translated').click();
  const dialog = page.getByRole('dialog', { name: 'Translate Fighter into French' });
  await expect(dialog.getByText('Every hit bleeds.')).toBeVisible();
  await dialog.getByLabel('Role (French)').fill('Duelliste');
  await dialog.getByLabel('Ability 2 (Lancet Step): Name (French)').fill('Pas de lancette');
  await dialog.getByLabel('Ability 2 (Lancet Step): Description (French)').fill('Avance de deux cases.');
  await dialog.getByRole('button', { name: 'Save French translation' }).click();
  await expect(page.getByText('French translation saved')).toBeVisible();
  // Bio and ability 1's four texts, ability 2's usage and frequency.
  await expect(french('7 missing')).toBeVisible();

  // The visitor's page shows the translated ability, and says the rest is not translated yet.
  const visitor = await page.context().newPage();
  await visitor.goto(`/fr/fighter/${fighter.id}?ability=2`, { waitUntil: 'domcontentloaded' });
  await expect(visitor.getByRole('heading', { level: 3, name: 'Pas de lancette' })).toBeVisible();
  await expect(visitor.getByText('Avance de deux cases.')).toBeVisible();
  await expect(visitor.getByText(/Certaines parties de cette page/)).toBeVisible();
  await visitor.close();

  // The first ability goes, and the second's English changes: its translation moved to first, outdated.
  const saved = await request.put(`/api/fighters/${fighter.id}`, {
    headers: bearer(admin),
    data: body([ability('Lancet Step', 'Move three tiles.')]),
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await french('outdated').click();
  await expect(dialog.getByLabel('Ability 1 (Lancet Step): Name (French)')).toHaveValue('Pas de lancette');
  await expect(dialog.getByText('Move three tiles.')).toBeVisible();
  await expect(dialog.getByText('Outdated')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await request.delete(`/api/fighters/${fighter.id}`, { headers: bearer(admin) });
});
