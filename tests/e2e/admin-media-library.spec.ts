import sharp from 'sharp';
import { apiLogin, bearer, createPost, unique } from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/** The media library: upload, search, filter, describe, and a delete refused while the file is in use. */

const png = (color: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: color } })
    .png()
    .toBuffer();

test('a file is uploaded, found, described, refused deletion while in use, then deleted', async ({
  page,
  request,
}) => {
  const name = `keep-${unique()}.png`;
  // The refused delete below is a 409 the browser reports.
  allowConsoleErrors(page, /status of 409/);
  await signIn(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible();

  // Upload through the chooser (the drop zone's keyboard and pointer path).
  await page
    .getByLabel('Choose Files')
    .setInputFiles({ name, mimeType: 'image/png', buffer: await png('#6a1d1d') });
  await expect(page.getByText(`${name} uploaded`)).toBeVisible();
  const files = page.getByRole('list', { name: 'Files' });
  const card = files.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('640 × 360');
  await expect(card).toContainText('Not used');
  await expect(card).toContainText('No alt text yet');

  // Search by name, kept in the URL; the type filter narrows it to nothing.
  await page.getByRole('searchbox', { name: 'Search files' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${name.replace('.', '\\.')}`));
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Filter by type').selectOption('video');
  await expect(page.getByText('No files match these filters.')).toBeVisible();
  await page.getByLabel('Filter by type').selectOption('image');
  await expect(card).toBeVisible();

  // Alt text and caption.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit File' });
  await dialog.getByLabel('Alt Text').fill('The Ashen Keep at dusk');
  await dialog.getByLabel('Caption').fill('Concept art');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('File details saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).not.toContainText('No alt text yet');
  await expect(card.getByRole('img', { name: 'The Ashen Keep at dusk' })).toBeVisible();

  // Used as a post's cover: the library says so, and refuses the delete naming the post.
  const session = await apiLogin(request);
  const found = await request.get(`/api/media?search=${encodeURIComponent(name)}`, {
    headers: bearer(session),
  });
  const { url, id } = (await found.json()).data[0] as { url: string; id: number };
  const post = await createPost(request, session, { title: `Cover of ${name}`, coverImage: url });
  await page.reload();
  await expect(card).toContainText('Used in 1 post');
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete file')).toBeVisible();
  await expect(page.getByText(`This file is in use (post "Cover of ${name}")`)).toBeVisible();
  await expect(card).toBeVisible();

  // Once the post has another cover, the file goes.
  const detach = await request.put(`/api/dev-diaries/${post.id}`, {
    headers: bearer(session),
    data: {
      title: post.title,
      excerpt: 'An excerpt written by the end-to-end suite.',
      content: 'First paragraph.',
      author: session.user.name,
      tags: ['News'],
      coverImage: null,
    },
  });
  expect(detach.status()).toBe(200);
  await page.reload();
  await expect(card).toContainText('Not used');
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted!')).toBeVisible();
  await expect(card).toBeHidden();
  expect((await request.get(`/api/media/${id}`, { headers: bearer(session) })).status()).toBe(404);
});

test('files dropped on the drop zone are uploaded one after another', async ({ page }) => {
  const names = [`drop-a-${unique()}.png`, `drop-b-${unique()}.png`];
  const bytes = [...(await png('#203050'))];
  await signIn(page);
  await page.goto('/admin/media');
  const zone = page.getByText('Drop images or clips here, or').locator('..');
  const dataTransfer = await page.evaluateHandle(
    ({ names, bytes }) => {
      const transfer = new DataTransfer();
      for (const name of names)
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      return transfer;
    },
    { names, bytes },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  const files = page.getByRole('list', { name: 'Files' });
  for (const name of names) await expect(files.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});
