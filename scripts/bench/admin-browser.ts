import { type Page, chromium } from '@playwright/test';

/** The key the back office keeps its session under (app/features/admin-session). */
const SESSION_KEY = 'bm-admin-session';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ScreenTiming {
  label: string;
  /** From the start of the navigation (or the last key typed) until the rows are on screen. */
  ms: number;
  /** Bytes of API data the screen downloaded for it. */
  apiBytes: number;
  /** Rows in the DOM once shown. */
  rows: number;
}

/** Waits until the screen's spinners are gone. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, { timeout: 60_000 });

/**
 * The back office as a community manager meets it, in a real Chromium: the dashboard, the
 * subscribers screen (first page and the six counters) and one search typed into it.
 */
export async function measureAdminScreens(
  base: string,
  session: { token: string; user: unknown },
  searchTerm: string,
  onWarm: () => void = () => {},
): Promise<ScreenTiming[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    const page = await context.newPage();
    let apiBytes = 0;
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      response.body().then(
        (body) => (apiBytes += body.byteLength),
        () => {},
      );
    });
    const rows = () => page.locator('main li, main tbody tr').count();
    const timings: ScreenTiming[] = [];

    // Warm the browser's cache of the app's scripts, as a returning staff member has it.
    await page.goto(`${base}/admin`);
    await settled(page);
    onWarm();

    apiBytes = 0;
    let started = Date.now();
    await page.goto(`${base}/admin`);
    await page.getByText('Welcome back', { exact: false }).waitFor();
    await settled(page);
    timings.push({ label: 'dashboard', ms: Date.now() - started, apiBytes, rows: await rows() });

    apiBytes = 0;
    started = Date.now();
    await page.goto(`${base}/admin/subscribers`);
    await page.getByRole('heading', { name: /^Subscribers \(\d+\)$/ }).waitFor();
    await page.locator('main li').first().waitFor();
    await settled(page);
    timings.push({ label: 'subscribers', ms: Date.now() - started, apiBytes, rows: await rows() });

    apiBytes = 0;
    const search = page.getByPlaceholder('Search subscribers by email or name...');
    await search.click();
    const answered = page.waitForResponse((response) => response.url().includes('search='), {
      timeout: 60_000,
    });
    await page.keyboard.type(searchTerm);
    started = Date.now();
    await answered;
    await page.locator('main li').filter({ hasText: searchTerm }).first().waitFor({ timeout: 60_000 });
    timings.push({ label: `search "${searchTerm}"`, ms: Date.now() - started, apiBytes, rows: await rows() });
    return timings;
  } finally {
    await browser.close();
  }
}

// Run as a script (`node --import tsx scripts/bench/admin-browser.ts <base> <session JSON> <term>`),
// the browser's driver lives in its own process and cannot stall the server being measured.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [base, session, term] = process.argv.slice(2);
  // The line WARM tells the caller that the first, cold load is over.
  const timings = await measureAdminScreens(base!, JSON.parse(session!), term!, () => console.log('WARM'));
  console.log(JSON.stringify(timings));
}
