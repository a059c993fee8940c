import { expect, signIn, test } from './support/fixtures';

/**
 * A dialog opened from a dialog closes one Escape at a time, however quickly the keys come. The
 * closed dialog leaves the stack of layers, and the one under it starts listening for Escape, in
 * effects, which React runs before it handles the next key. The keys are sent here as a keyboard
 * sends them, down and up, with the second press in the very moment the inner dialog has left the
 * page: before any frame.
 */
test('the second Escape closes the dialog under a dialog that has just closed', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/fighters');
  await page.getByRole('button', { name: 'Add Fighter' }).click();
  const outer = page.getByRole('dialog', { name: 'Add New Fighter' });
  await outer.getByRole('button', { name: 'Add Ability' }).click();
  const inner = page.getByRole('dialog', { name: 'Add New Ability' });
  await expect(inner).toBeVisible();
  // Settled: the inner dialog's own effects have run, so it is the layer on top.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 50))));

  const dialogsLeft = await inner.evaluate(
    (dialog) =>
      new Promise<number>((resolve) => {
        const key = (type: string) => new KeyboardEvent(type, { key: 'Escape', bubbles: true });
        const microtask = () => Promise.resolve();
        new MutationObserver(async (_, observer) => {
          if (dialog.isConnected) return;
          observer.disconnect();
          document.body.dispatchEvent(key('keyup'));
          await microtask();
          await microtask();
          document.body.dispatchEvent(key('keydown'));
          await microtask();
          await microtask();
          resolve(document.querySelectorAll('[role="dialog"]').length);
        }).observe(document.body, { childList: true, subtree: true });
        dialog.dispatchEvent(key('keydown'));
      }),
  );

  // Closed by that second Escape, not later by anything else.
  expect(dialogsLeft).toBe(0);
  await expect(outer).toHaveCount(0);
});
