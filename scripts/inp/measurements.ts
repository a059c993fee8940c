import type { Browser, Page } from '@playwright/test';
import { readState } from './init-script';
import { idle, openPage, tap, waitOpen } from './page';

const SEARCH_TEXT = 'game';
/** Between a key's press and its release, as a person types (about five keys a second). */
const KEY_DELAY_MS = 100;

/**
 * The interactions measured. Locators find the controls by role or label, with a `summary`
 * alternative, so they hold whether a disclosure is a <button aria-expanded> or a <details>.
 */
export const INTERACTIONS: { name: string; path: string; act(page: Page): Promise<void> }[] = [
  {
    name: 'open the mobile menu',
    path: '/',
    async act(page) {
      const header = page.locator('header').first();
      const toggle = header
        .getByRole('button', { name: /menu/i })
        .or(header.locator('summary'))
        .filter({ visible: true })
        .first();
      await tap(page, toggle);
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible' });
    },
  },
  {
    name: `type "${SEARCH_TEXT}" in the FAQ search`,
    path: '/support',
    async act(page) {
      const search = page.getByLabel(/search faqs/i);
      await search.scrollIntoViewIfNeeded();
      // Focused without a tap, so that only the keys are interactions.
      await search.focus();
      await idle(page);
      await page.keyboard.type(SEARCH_TEXT, { delay: KEY_DELAY_MS });
      const typed = await search.inputValue();
      if (typed !== SEARCH_TEXT) throw new Error(`the FAQ search holds "${typed}", not "${SEARCH_TEXT}"`);
    },
  },
  {
    name: 'open the first FAQ',
    path: '/support',
    async act(page) {
      const faq = page.locator('section', {
        has: page.getByRole('heading', { name: /frequently asked questions/i }),
      });
      const question = faq.locator('button[aria-expanded], summary').first();
      await tap(page, question);
      await waitOpen(question, 'the first FAQ');
    },
  },
  {
    name: "select a fighter's 2nd ability",
    path: '/fighter/1',
    async act(page) {
      const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
      await tap(page, tab);
      await waitOpen(tab, 'the second ability tab');
    },
  },
];

/** One interaction on a fresh page: web-vitals' INP once it has taken in every event entry. */
export async function measureInteraction(
  browser: Browser,
  base: string,
  interaction: (typeof INTERACTIONS)[number],
) {
  const { page, close } = await openPage(browser, `${base}${interaction.path}`);
  try {
    await idle(page);
    const before = await readState(page);
    if (before.inp !== null)
      throw new Error(`an interaction was counted before the measured one (${before.inp} ms)`);
    await interaction.act(page);
    await idle(page);
    // web-vitals handles entries in an idle callback after they arrive: wait until it has the largest.
    for (let i = 0; i < 50; i++) {
      const state = await readState(page);
      if (state.inp !== null && state.parts && state.eventMax > 0 && state.inp >= state.eventMax)
        return { inp: state.inp, parts: state.parts };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const state = await readState(page);
    throw new Error(
      `web-vitals reported ${state.inp ?? 'no'} INP, the Event Timing entries ${state.eventMax || 'none'}`,
    );
  } finally {
    await close();
  }
}

/** First contentful paint → data-hydrated on a fresh page, no input. */
export async function measureRoute(browser: Browser, base: string, route: string) {
  const { page, close } = await openPage(browser, `${base}${route}`);
  try {
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    const { hydratedAt } = await readState(page);
    if (fcp === undefined) throw new Error('no first-contentful-paint entry');
    if (hydratedAt === null) throw new Error('data-hydrated was set before the observer could see it');
    return { fcp, interactive: hydratedAt - fcp };
  } finally {
    await close();
  }
}
