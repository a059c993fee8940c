import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type Locator, type Page, chromium } from '@playwright/test';
import { type ServerProcess, freePort, startServer, tempDir } from '../tests/support/server-process';
import { runProductionBuild } from './production-build';
import { optionValues } from './cli-options';

/**
 * `npm run inp`: how fast the public pages answer a tap or a key, and how long they stay inert after
 * their first paint, on a phone-sized Chromium (390×844) with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate). Serves the production build (built first if missing) on a fresh
 * SQLite database with the demo content, like `npm run lighthouse`, unless --base-url names a running
 * server.
 *
 * - INP, each interaction on a freshly loaded page (a new browser context: a first visit) once the app
 *   has hydrated (`data-hydrated` on <html>) and the main thread is idle: opening the mobile menu,
 *   typing "game" into the FAQ search (the worst of the four keys), opening the first FAQ and
 *   selecting a fighter's second ability. Taps are touches (the context has touch, like a phone), keys
 *   are typed at about five a second. Measured by the web-vitals library (its attribution IIFE build,
 *   injected with page.addInitScript) with `onINP(…, { reportAllChanges: true, durationThreshold: 16 })`,
 *   which also splits the interaction into input delay, processing and presentation delay; an Event
 *   Timing observer of the same entries tells when web-vitals has taken in the last of them.
 * - First paint → interactive, per public route: from first-contentful-paint to the moment <html>
 *   gets `data-hydrated` (a MutationObserver set up before the page's scripts), with no input at all
 *   (the app starts once the page has loaded and painted, docs/decisions/0011).
 *
 * Prints the median and the maximum of each over the runs, and exits non-zero when anything could not
 * be measured (that cell then reads "failed"; no figure is ever made up). Options: --runs N (default
 * 5), --port N (of the server it starts), --base-url URL (repeatable: measures those servers instead,
 * taking turns run by run, ABBA, so a busy moment on the machine falls on each alike).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/', '/fighters', '/fighter/1', '/dev-diary', '/support', '/blood-message'];
const CPU_SLOWDOWN = 4;
const SEARCH_TEXT = 'game';
/** Between a key's press and its release, as a person types (about five keys a second). */
const KEY_DELAY_MS = 100;

const runs = Number(optionValues('runs')[0] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const baseUrls = optionValues('base-url').map((url) => url.replace(/\/+$/, ''));

/** The web-vitals build that defines a global `webVitals`, to run in the page before its scripts. */
const webVitalsIife = fs.readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/**
 * Runs in every page before its own scripts (CDP bypasses the page's CSP for it). Keeps in
 * `window.__inpScript`: web-vitals' INP, the largest interaction duration the Event Timing API has
 * delivered (the same entries, to know web-vitals has caught up), and when <html> got data-hydrated.
 */
const INIT_SCRIPT = `${webVitalsIife}
;(function () {
  var state = (window.__inpScript = { inp: null, parts: null, eventMax: 0, hydratedAt: null });
  webVitals.onINP(function (metric) {
    var a = metric.attribution;
    state.inp = metric.value;
    state.parts = [a.inputDelay, a.processingDuration, a.presentationDelay];
  }, { reportAllChanges: true, durationThreshold: 16 });
  // An interaction lasts as long as its longest event: the largest of them all is what INP must reach.
  function take(list) {
    list.getEntries().forEach(function (entry) {
      if (entry.interactionId) state.eventMax = Math.max(state.eventMax, entry.duration);
    });
  }
  try {
    var events = new PerformanceObserver(take);
    events.observe({ type: 'event', durationThreshold: 16, buffered: true });
    events.observe({ type: 'first-input', buffered: true });
  } catch (error) {}
  function mark() {
    var html = document.documentElement;
    if (state.hydratedAt === null && html && html.hasAttribute('data-hydrated')) state.hydratedAt = performance.now();
  }
  // The attribute on <html>, or an <html> put in place with it (a renderer may swap the root).
  // Two observers: observing the same node again would replace the first options.
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  new MutationObserver(mark).observe(document, { childList: true });
  mark();
})();`;

type InpState = {
  inp: number | null;
  /** The INP interaction's input delay, processing time and presentation delay (web-vitals' attribution). */
  parts: [number, number, number] | null;
  eventMax: number;
  hydratedAt: number | null;
};
const readState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inpScript: InpState }).__inpScript);

/** Resolves once the main thread has had nothing to do (at most 5 s). */
const idle = (page: Page) =>
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
async function openPage(browser: Browser, url: string) {
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
async function waitOpen(target: Locator, what: string) {
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
async function tap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to tap is not on screen');
  await idle(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The interactions measured. Locators find the controls by role or label, with a `summary`
 * alternative, so they hold whether a disclosure is a <button aria-expanded> or a <details>.
 */
const INTERACTIONS: { name: string; path: string; act(page: Page): Promise<void> }[] = [
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
async function measureInteraction(
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
async function measureRoute(browser: Browser, base: string, route: string) {
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

type Samples = { values: number[]; parts: number[][]; failures: number };
const samples = () => new Map<string, Samples>();
const record = (map: Map<string, Samples>, key: string) => {
  if (!map.has(key)) map.set(key, { values: [], parts: [], failures: 0 });
  return map.get(key)!;
};

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

const ms = (value: number) => `${Math.round(value)} ms`;
const measured = (s: Samples | undefined): s is Samples => !!s && s.failures === 0 && s.values.length > 0;
function summary(s: Samples | undefined): string[] {
  const count = `${s?.values.length ?? 0}/${runs}`;
  return measured(s) ? [ms(median(s.values)), ms(Math.max(...s.values)), count] : ['failed', 'failed', count];
}
/** Each part's own median over the runs (so they need not add up to the median INP). */
const partsSummary = (s: Samples | undefined) =>
  measured(s) ? [0, 1, 2].map((i) => Math.round(median(s.parts.map((p) => p[i] ?? 0)))).join(' / ') : '-';

let server: ServerProcess | undefined;
let serverDir: string | undefined;
let browser: Browser | undefined;
let failed = false;

try {
  const targets = baseUrls.length > 0 ? baseUrls : [await startOwnServer()];
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const results = new Map(
    targets.map((target) => [target, { inp: samples(), fcp: samples(), interactive: samples() }]),
  );
  for (let run = 1; run <= runs; run++) {
    // ABBA: the first server of one run is the last of the next.
    const order = run % 2 ? targets : [...targets].reverse();
    for (const target of order) {
      const result = results.get(target)!;
      for (const interaction of INTERACTIONS) {
        const cell = record(result.inp, interaction.name);
        try {
          const { inp, parts } = await measureInteraction(browser, target, interaction);
          cell.values.push(inp);
          cell.parts.push(parts);
          console.log(
            `run ${run} ${target} ${interaction.name}: INP ${ms(inp)} ` +
              `(${parts.map((p) => Math.round(p)).join(' / ')})`,
          );
        } catch (error) {
          cell.failures++;
          failed = true;
          console.error(
            `run ${run} ${target} ${interaction.name}: not measured: ${(error as Error).message}`,
          );
        }
      }
      for (const route of ROUTES) {
        const fcp = record(result.fcp, route);
        const interactive = record(result.interactive, route);
        try {
          const value = await measureRoute(browser, target, route);
          fcp.values.push(value.fcp);
          interactive.values.push(value.interactive);
          console.log(
            `run ${run} ${target} ${route}: FCP ${ms(value.fcp)}, paint → interactive ${ms(value.interactive)}`,
          );
        } catch (error) {
          fcp.failures++;
          interactive.failures++;
          failed = true;
          console.error(`run ${run} ${target} ${route}: not measured: ${(error as Error).message}`);
        }
      }
    }
  }
  const version = browser.version();
  for (const target of targets) {
    const result = results.get(target)!;
    console.log(
      `\n${target}: Chromium ${version}, 390×844 (DPR 1, touch), CPU slowed ${CPU_SLOWDOWN}×, ` +
        `first visits, ${runs} run(s)\n`,
    );
    console.log(
      table(
        ['interaction (INP, web-vitals)', 'median', 'max', 'runs', 'input / processing / presentation ms'],
        INTERACTIONS.map((interaction) => {
          const cell = result.inp.get(interaction.name);
          return [interaction.name, ...summary(cell), partsSummary(cell)];
        }),
      ),
    );
    console.log('');
    console.log(
      table(
        ['route', 'FCP median', 'paint → interactive median', 'max', 'runs'],
        ROUTES.map((route) => {
          const fcp = result.fcp.get(route);
          const fcpMedian = measured(fcp) ? ms(median(fcp.values)) : 'failed';
          return [route, fcpMedian, ...summary(result.interactive.get(route))];
        }),
      ),
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await server?.kill();
  if (serverDir) fs.rmSync(serverDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nSomething could not be measured: see above.');
  process.exit(1);
}

/** The production build (built now if missing) on a fresh SQLite database, seeded with the demo content. */
async function startOwnServer() {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    console.log('No build yet: building…');
    const status = runProductionBuild();
    if (status !== 0) throw new Error(`The build failed (exit ${status})`);
  }
  const port = Number(optionValues('port')[0] ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const dir = tempDir('bm-inp-');
  serverDir = dir;
  server = await startServer({
    APP_ENV: 'production',
    ADMIN_USERNAME: 'inp',
    ADMIN_PASSWORD: 'quiet-lantern-meadow-7',
    PUBLIC_URL: origin,
    SECRET: 'inp-secret-inp-secret-inp-secret-0123456',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'inp.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
  });
  return server.baseUrl;
}
