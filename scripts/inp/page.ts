import type { Browser, Locator, Page } from '@playwright/test';
import { INIT_SCRIPT } from './init-script';

export const CPU_SLOWDOWN = 4;

/** Resolves once the main thread has had nothing to do (at most 5 s). */
export const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        ),
      ),
  );

/**
 * A phone-sized first visit (no cache) with the CPU slowed, the init script in place. One device pixel
 * per CSS pixel: headless Chromium rasterises on the CPU, where a phone's GPU would, so three would
 * weigh nine times the pixels on a machine's cores that the page's main thread shares.
 */
export async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: INIT_SCRIPT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement?.hasAttribute('data-hydrated'), undefined, {
    timeout: 30_000,
    polling: 50,
  });
  return { page, close: () => context.close() };
}

/** Waits until the element reports itself open: aria-expanded / aria-selected, or an open <details>. */
export async function waitOpen(target: Locator, what: string) {
  for (let i = 0; i < 100; i++) {
    const open = await target.evaluate(
      (el) =>
        el.getAttribute('aria-expanded') === 'true' ||
        el.getAttribute('aria-selected') === 'true' ||
        Boolean(el.closest('details')?.open),
    );
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not open`);
}

/**
 * Tapped on a phone: a <button> or a <summary> alike. The touch goes straight to the point found
 * beforehand, not through locator.tap(), whose checks run scripts in the page right before the touch
 * and would count as the page's input delay.
 */
export async function tap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to tap is not on screen');
  await idle(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
