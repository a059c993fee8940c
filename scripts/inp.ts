import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type ServerProcess, freePort, startServer, tempDir } from '../tests/support/server-process';
import { runProductionBuild } from './production-build';
import { optionValues } from './cli-options';
import { INTERACTIONS, measureInteraction, measureRoute } from './inp/measurements';
import { CPU_SLOWDOWN } from './inp/page';
import { measured, median, ms, partsSummary, record, samples, summary, table } from './inp/samples';

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
 * The page side is in scripts/inp/: the injected script, the phone-sized page and the measurements;
 * web-vitals comes from the tools package (`npm run tools:install`, docs/decisions/0051-tools-package.md).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/', '/fighters', '/fighter/1', '/dev-diary', '/support', '/blood-message'];

const runs = Number(optionValues('runs')[0] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const baseUrls = optionValues('base-url').map((url) => url.replace(/\/+$/, ''));

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
          return [interaction.name, ...summary(cell, runs), partsSummary(cell)];
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
          return [route, fcpMedian, ...summary(result.interactive.get(route), runs)];
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
