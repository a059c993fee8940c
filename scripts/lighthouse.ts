import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as ChromeLauncher from 'chrome-launcher';
import type Lighthouse from 'lighthouse';
import { publishPostWithPhotos, signIn } from './bench/uploaded-photos';
import { optionValues } from './cli-options';
import { startTopology } from '../tests/topology/support/topology';
import { requireTool, toolVersion } from './tools-package';

/**
 * `npm run lighthouse`: serves the production build (NODE_ENV=production) on a fresh SQLite database
 * with the demo content and runs Lighthouse 12 in its default mobile mode with simulated throttling over
 * the public routes. Prints the four category scores, LCP, CLS, TBT, FCP and the JavaScript bytes of
 * each page: as transferred, and gzipped here (level 9) so the figure holds whether or not the server
 * compresses. Needs `npm run build` first. Options: --port N, --only /path (repeatable),
 * --save DIR (writes each report as JSON), --uploads (first uploads four 3000×2000 photos, publishes
 * a post showing them and gives the first four fighters them as portraits; then measures that post
 * and /fighters, besides any --only route), --topology (measures through the deployed topology
 * instead: the shipped nginx with TLS and HTTP/2 in front of two instances on PostgreSQL, Redis and
 * a bucket; needs TEST_DATABASE_URL and TEST_REDIS_URL, see tests/topology/support/topology.ts).
 */
const root = path.resolve(import.meta.dirname, '..');
// From the tools package (docs/decisions/0051-tools-package.md): without it, the install command and exit 1.
const chromeLauncher = await requireTool<typeof ChromeLauncher>('chrome-launcher');
const { default: lighthouse } = await requireTool<{ default: typeof Lighthouse }>('lighthouse');
const ROUTES = ['/', '/fighters', '/fighter/1', '/dev-diary', '/support', '/blood-message'];
const throughTopology = process.argv.includes('--topology');
const CHROME_FLAGS = [
  // The topology's certificate is made for the run; nothing else is served over TLS here.
  ...(throughTopology ? ['--ignore-certificate-errors'] : []),
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const withUploads = process.argv.includes('--uploads');
const onlyRoutes = optionValues('only');
const routes = onlyRoutes.length > 0 || withUploads ? onlyRoutes : ROUTES;
const saveDir = optionValues('save')[0];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-lighthouse-'));
const site = throughTopology
  ? await topologySite()
  : ownServer(Number(optionValues('port')[0] ?? (await freePort())));
const { origin } = site;

/** The deployed topology; scripts are read from an instance directly, the same bytes without TLS. */
async function topologySite() {
  const topology = await startTopology();
  return {
    origin: topology.url,
    direct: (url: string) => url.replace(topology.url, topology.instances[0]!.baseUrl),
    stop: () => topology.close(),
  };
}

/** One production server on a fresh SQLite database. */
function ownServer(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'production',
      ADMIN_USERNAME: 'lighthouse',
      ADMIN_PASSWORD: 'amber-signal-tower-9',
      PUBLIC_URL: origin,
      SECRET: 'lighthouse-secret-lighthouse-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'lighthouse.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  return {
    origin,
    direct: (url: string) => url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

async function waitForHealth() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(site.direct(`${origin}/api/health`))).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not start');
}

/** Sum of every script body gzipped at level 9: deterministic, independent of server compression. */
async function gzippedBytes(urls: string[]) {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(site.direct(url))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const rows: string[][] = [];
let chrome: ChromeLauncher.LaunchedChrome | undefined;

try {
  await waitForHealth();
  if (withUploads) {
    const token = await signIn(site.direct(origin), 'lighthouse', 'amber-signal-tower-9');
    const post = await publishPostWithPhotos(site.direct(origin), token, { portraits: true });
    routes.push(post.path, '/fighters');
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  for (const route of routes) {
    const lhr = await audit(chrome.port, `${origin}${route}`);
    if (saveDir) {
      const name = route === '/' ? 'landing' : route.slice(1).replaceAll('/', '-');
      fs.writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr));
    }
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[];
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const transfer = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const gzip = await gzippedBytes(scripts.map((item) => item.url));
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    rows.push([
      route,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      ms(metric('largest-contentful-paint')),
      (metric('cumulative-layout-shift') ?? 0).toFixed(3),
      ms(metric('total-blocking-time')),
      ms(metric('first-contentful-paint')),
      `${kb(transfer)} (${scripts.length})`,
      kb(gzip),
    ]);
    console.log(`measured ${route}`);
  }
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'FCP', 'JS sent', 'JS gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\nLighthouse ${toolVersion('lighthouse')} mobile, simulated throttling, ${origin}\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await chrome?.kill();
  await site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * One Lighthouse run. Chromium sometimes loses the trace of a load on a busy machine (NO_NAVSTART):
 * that run measured nothing, so it is made again, up to three times.
 */
async function audit(port: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}
