import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/fixtures';

/**
 * Opens a public page and waits for the app to start: the specs in this folder are about what the
 * app adds once it runs (client-side navigations with their loading and error states, forms sent
 * through the API with their in-flight states and toasts), so they need it running. Every other
 * public spec acts as a quick visitor who never waits for it.
 */
export async function openWithApp(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
