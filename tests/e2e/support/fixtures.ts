import { type Page, expect, test as base } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };

/**
 * Every spec fails on a console error or an uncaught page error, unless it expects one
 * (network failures it causes itself): call `allowConsoleErrors(page)` in such a test.
 */
const allowed = new WeakSet<Page>();
export function allowConsoleErrors(page: Page) {
  allowed.add(page);
}

/**
 * Public pages start their scripts once they have loaded and painted (server/http/deferred-hydration.ts),
 * so `load` no longer means the page is interactive: wait until the app has hydrated (or until it is
 * clear the page has no app to start, like the plain 503 page).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="text/x-deferred-module"]') ||
      document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 15_000 },
  );
}

const quickVisitors = new WeakSet<Page>();

/**
 * From now on this page acts as a visitor who does not wait: its navigations end at
 * `domcontentloaded`, not when the app has hydrated, and its CPU runs `slowdown` times slower
 * (a mid-range phone), so whatever it does lands before the scripts have started.
 */
export async function actAsQuickVisitor(page: Page, slowdown = 4) {
  quickVisitors.add(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

/** Every navigation of the page's own (goto, reload, back, forward) ends when the app has hydrated. */
function hydrateAfterNavigation(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      if (quickVisitors.has(page)) {
        const quick = (options: unknown) => ({ waitUntil: 'domcontentloaded', ...(options as object) });
        return method === 'goto' ? navigate(args[0], quick(args[1])) : navigate(quick(args[0]));
      }
      const response = await navigate(...args);
      await waitForHydration(page);
      return response;
    };
  }
}

export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, provide) => {
    context.on('page', hydrateAfterNavigation);
    await provide(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (!allowed.has(page)) expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in through the real login page and waits for the dashboard. */
export async function signIn(page: Page, credentials = ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin');
}

/**
 * Waits until the entrance animations (the staggered rise-in and fade-in of app.css) have finished:
 * axe measures contrast on what is painted, and a card half faded in would count as low contrast.
 * Other animations (the hero's progress bar, spinners) keep running and are not waited for.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a instanceof CSSAnimation && ['rise-in', 'fade-in'].includes(a.animationName))
      .every((a) => a.playState !== 'running'),
  );
}

/**
 * Waits until the toasts on screen are at rest: each shown one mounted and fully opaque, no CSS
 * transition running, and the same for two checks in a row 150 ms apart, so a toast that is about
 * to appear (sonner adds it on a later tick) is not missed. Axe measures a toast still sliding in
 * as half transparent, that is as too little contrast.
 */
export async function waitForToastsAtRest(page: Page) {
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('[data-sonner-toast]')].filter(
        (toast) => toast.getAttribute('data-visible') !== 'false',
      );
      const still =
        shown.every(
          (toast) => toast.getAttribute('data-mounted') === 'true' && getComputedStyle(toast).opacity === '1',
        ) &&
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running');
      const state = window as unknown as { toastsAtRest?: number };
      const signature = still ? shown.length + 1 : 0;
      const calm = signature !== 0 && state.toastsAtRest === signature;
      state.toastsAtRest = signature;
      return calm;
    },
    undefined,
    { polling: 150 },
  );
}

export { expect };
