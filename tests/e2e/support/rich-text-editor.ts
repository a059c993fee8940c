import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, bearer } from './admin-session';
import { expect } from './fixtures';

/** Steps in the post editor's rich text editor, shared by the specs that write a post with it. */

/** Uploads a file of the repository under another name, to the shared server or to `base`. */
export async function upload(
  request: APIRequestContext,
  session: ApiSession,
  file: string,
  name: string,
  mime: string,
  base = '',
) {
  const response = await request.post(`${base}/api/uploads`, {
    headers: bearer(session),
    multipart: { file: { name, mimeType: mime, buffer: fs.readFileSync(path.resolve(file)) } },
  });
  expect(response.ok(), `upload ${name}`).toBe(true);
  return (await response.json()).data.url as string;
}

export const uploadImage = (request: APIRequestContext, session: ApiSession, name: string, base = '') =>
  upload(request, session, 'public/images/ASHKA 360.png', name, 'image/png', base);

export const content = (page: Page) => page.getByRole('textbox', { name: 'Content' });
export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });

export async function fillPostDetails(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Balance changes, written in the rich text editor.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Patch Notes');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
}

/** From the image button to an inserted image: pick it in the library, then describe it. */
export async function insertImage(page: Page, name: string, alt: string) {
  await toolbar(page).getByRole('button', { name: 'Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert Image' });
  await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(name);
  await dialog.getByRole('button', { name: `Choose ${name}` }).click();
  const describe = page.getByRole('dialog', { name: 'Describe the Image' });
  await describe.getByLabel('Alt text').fill(alt);
  await describe.getByRole('button', { name: 'Insert image' }).click();
  return describe;
}

/**
 * Writes, at the end of the post's content, one of each block a patch-notes post uses, the way an
 * editor does: markdown shortcuts and Ctrl+B / Ctrl+I as typed, a link through the Link dialog, a
 * Buff badge, an image from the library (`imageName`, uploaded before) and a table from the toolbar.
 */
export async function writeEveryKindOfBlock(page: Page, imageName: string) {
  const editor = content(page);
  await editor.click();

  // Markdown shortcuts as typed, and Ctrl+B / Ctrl+I.
  await page.keyboard.type('## Patch Notes');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Faster dash');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Heavier axe');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Bold words');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' then ');
  await page.keyboard.press('ControlOrMeta+i');
  await page.keyboard.type('slanted ones');
  await page.keyboard.press('ControlOrMeta+i');
  await page.keyboard.press('Enter');
  await expect(editor.locator('h2')).toHaveText('Patch Notes');
  await expect(editor.locator('ul > li')).toHaveText(['Faster dash', 'Heavier axe']);
  await expect(editor.locator('strong')).toHaveText('Bold words');
  await expect(editor.locator('em')).toHaveText('slanted ones');

  // A link on selected text, through the Link dialog.
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');
  await toolbar(page).getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add Link' });
  await linkDialog.getByLabel('URL').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(linkDialog.getByText('Enter an http(s) or mailto: address')).toBeVisible();
  await linkDialog.getByLabel('URL').fill('https://example.com/guide');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  // A Buff badge, then an image from the library, then a table.
  await toolbar(page).getByRole('button', { name: 'Buff' }).click();
  await page.keyboard.type('Dash recovers faster.');
  await page.keyboard.press('Enter');
  await insertImage(page, imageName, 'Ashka in her battle stance');
  await expect(editor.getByRole('img', { name: 'Ashka in her battle stance' })).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Table' }).click();
  for (const cell of ['Fighter', 'Change', 'Note', 'Ashka', 'Buff', 'Dash']) {
    await page.keyboard.type(cell);
    await page.keyboard.press('Tab');
  }
  await expect(toolbar(page).getByRole('button', { name: 'Delete table' })).toBeVisible();
  await expect(editor.locator('th')).toHaveText(['Fighter', 'Change', 'Note']);
}
