import { type CDPSession, type Page, expect } from '@playwright/test';
import { test as base } from './site-locale';

/**
 * The seeded super admin: the demo account of the e2e server, or the deployed topology's, whose
 * production mode needs a password the rules accept (playwright.topology.config.ts sets it).
 */
export const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'admin123' };

/**
 * Every spec fails on a console error or an uncaught page error, unless it expects one
 * (network failures it causes itself): call `allowConsoleErrors(page)` in such a test, or
 * `allowConsoleErrors(page, pattern)` to let only the errors matching it pass.
 */
const allowed = new WeakMap<Page, RegExp>();
export function allowConsoleErrors(page: Page, only: RegExp = /(?:)/) {
  allowed.set(page, only);
}

/**
 * A form refused by its page's action answers 400, and the browser logs that for the document:
 * expected where a form may be sent before the app starts (the app would refuse it in place).
 */
export const REFUSED_PAGE_FORM = /the server responded with a status of 400/;

/**
 * Waits until the app has hydrated (or until it is clear the page has no app to start, like the
 * plain 503 page). Only for tests about hydration itself and those in tests/e2e/hydrated/, about
 * what exists only once the app runs (a client-side navigation, a form sent through the API):
 * every other public spec acts as a visitor who does not wait, and the lint config holds them to it.
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

/** How many times slower than this machine a public page's CPU runs: a mid-range phone. */
export const PHONE_CPU_SLOWDOWN = 4;

const cpuRates = new WeakMap<Page, { cdp: CDPSession; rate: number }>();

/** Sets how many times slower the page's CPU runs (1: full speed); a test may ask for more. */
export async function setCpuSlowdown(page: Page, rate: number) {
  const current = cpuRates.get(page);
  if ((current?.rate ?? 1) === rate) return;
  const cdp = current?.cdp ?? (await page.context().newCDPSession(page));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  cpuRates.set(page, { cdp, rate });
}

/**
 * Runs a test's own heavy work in the page (an axe audit) at full speed, then gives the page its
 * slowdown back: the phone's slow CPU is the visitor's, and the tool's time only ate the budget.
 */
export async function atFullSpeed<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const rate = cpuRates.get(page)?.rate ?? 1;
  await setCpuSlowdown(page, 1);
  try {
    return await work();
  } finally {
    if (!page.isClosed()) await setCpuSlowdown(page, rate);
  }
}

const publicSlowdowns = new WeakMap<Page, number>();

/**
 * Every public page already acts as a quick visitor at `PHONE_CPU_SLOWDOWN`; a spec can play a
 * slower phone: from now on the page's public navigations run at `slowdown`.
 */
export async function actAsQuickVisitor(page: Page, slowdown = PHONE_CPU_SLOWDOWN) {
  publicSlowdowns.set(page, slowdown);
  await setCpuSlowdown(page, slowdown);
}

const isBackOffice = (url: string) => /^(https?:\/\/[^/]+)?\/admin(\/|$|\?)/.test(url);

/**
 * Every navigation of a page (goto, reload, back, forward) ends at `domcontentloaded`: the test
 * then acts as a visitor who does not wait for the scripts. While the page shows the public site,
 * its CPU runs `PHONE_CPU_SLOWDOWN` times slower, so what the test does lands before the app has
 * started; the back office, which renders on the client, runs at full speed.
 */
function quickNavigations(page: Page) {
  const throttle = (url: string) =>
    setCpuSlowdown(page, isBackOffice(url) ? 1 : (publicSlowdowns.get(page) ?? PHONE_CPU_SLOWDOWN));
  const quick = (options: unknown) => ({ waitUntil: 'domcontentloaded', ...(options as object) });
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      if (method === 'goto') {
        await throttle(String(args[0]));
        return navigate(args[0], quick(args[1]));
      }
      return navigate(quick(args[0]));
    };
  }
}

/** Every spec can run in another locale of the site (support/site-locale.ts); English by default. */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, provide) => {
    context.on('page', quickNavigations);
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
      const only = allowed.get(page);
      const unexpected = only ? errors.filter((error) => !only.test(error)) : errors;
      expect(unexpected, 'console errors on the page').toEqual([]);
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
