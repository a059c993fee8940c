import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './preflight';
import { runProductionBuild } from './production-build';
import { ensureToolsPackage } from './tools-package';

/**
 * `npm test`: unit and API tests on SQLite, the API tests again on PostgreSQL when
 * TEST_DATABASE_URL is set, then a production build and the browser tests in Chromium (the
 * back-office specs a second time on a PostgreSQL database when TEST_DATABASE_URL is set) and the
 * resilience suite (tests/resilience: crashes, a PostgreSQL outage, load) against the real server,
 * then, with TEST_DATABASE_URL and TEST_REDIS_URL, the deployed-topology suite (`--only-topology`
 * runs only that, after the build).
 * It ends with one line of totals. Pass `--skip-e2e` to leave the browser out while working.
 * The storage tests' s3rver comes from the tools package, installed here when missing (decision 0051).
 */
const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-test-'));
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file);
const skipE2e = process.argv.includes('--skip-e2e');
/** `npm run test:topology`: only the build and the deployed-topology suite. */
const onlyTopology = process.argv.includes('--only-topology');
ensureSystemPackages({ e2e: !skipE2e });
ensureToolsPackage();

type Outcome = {
  label: string;
  passed: number;
  failed: number;
  ok: boolean;
  failures: string[];
  /** Wall-clock seconds the phase took, so a slow phase shows in the summary. */
  seconds?: number;
};
const outcomes: Outcome[] = [];

function run(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  report: string,
  count: (json: unknown) => [number, number],
  failuresOf: (json: unknown) => string[],
) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  let passed = 0;
  let failed = 0;
  let failures: string[] = [];
  try {
    const json: unknown = JSON.parse(fs.readFileSync(report, 'utf8'));
    [passed, failed] = count(json);
    failures = failuresOf(json);
  } catch {
    failed = Math.max(failed, 1);
    failures = [`no report at ${report} (exit ${result.status})`];
  }
  const ok = result.status === 0 && failed === 0 && passed > 0;
  const seconds = Math.round((performance.now() - started) / 1000);
  outcomes.push({ label, passed, failed, ok, failures, seconds });
  console.log(`${label}: ${passed} passed, ${failed} failed in ${seconds} s`);
  return ok;
}

type VitestFiles = {
  numPassedTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
};
// A failed test counts once; a file that failed outside its tests (a broken beforeAll) counts too.
const vitestCount = (json: unknown): [number, number] => {
  const j = json as VitestFiles;
  const failures = j.testResults.reduce((sum, file) => {
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed').length;
    return sum + (failedTests > 0 ? failedTests : file.message ? 1 : 0);
  }, 0);
  return [j.numPassedTests, failures];
};
/** The first lines of an error (what went wrong, and the first detail), cut to fit the summary. */
const firstLines = (message = '') =>
  message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, 4)
    .join(' | ')
    .slice(0, 400);
const vitestFailures = (json: unknown): string[] =>
  (json as VitestFiles).testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${name} › ${t.fullName}: ${firstLines(t.failureMessages[0])}`);
    return tests.length === 0 && file.message ? [`${name}: ${firstLines(file.message)}`] : tests;
  });

type PlaywrightJson = { stats: { expected: number; unexpected: number; flaky: number } };
const playwrightCount = (json: unknown): [number, number] => {
  const j = json as PlaywrightJson;
  return [j.stats.expected + j.stats.flaky, j.stats.unexpected];
};
type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ status: string; results: Array<{ error?: { message?: string } }> }>;
  }>;
};
const playwrightFailures = (json: unknown): string[] => {
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = t.results.findLast((r) => r.error)?.error?.message;
          // Playwright colours its messages; the summary is read as plain text.
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLines(error?.replace(/\u001b\[[0-9;]*m/g, ''))}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return ((json as { suites: PlaywrightSuite[] }).suites ?? []).flatMap(walk);
};

const vitest = (report: string, files: string[]) => [
  bin('vitest', 'vitest.mjs'),
  'run',
  ...files,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * The deployed topology: the shipped nginx terminating TLS (HTTP/2) in front of two instances on
 * PostgreSQL, Redis and a bucket (tests/topology). The quick-visitor and no-JavaScript public
 * specs and a back-office smoke test run through it in Chromium, then its own tests: the mail-link
 * forms over https and a rolling restart under 200 connections.
 */
function runTopologySuite() {
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
    const message =
      'TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the deployed-topology suite needs PostgreSQL and Redis.';
    if (onlyTopology)
      outcomes.push({ label: 'Deployed topology', passed: 0, failed: 1, ok: false, failures: [message] });
    else console.log(`\n${message}`);
    return;
  }
  const browserReport = path.join(reports, 'topology-e2e.json');
  run(
    'Deployed topology: browser specs through TLS',
    [
      bin('@playwright/test', 'cli.js'),
      'test',
      '-c',
      'playwright.topology.config.ts',
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    browserReport,
    playwrightCount,
    playwrightFailures,
  );
  const report = path.join(reports, 'topology.json');
  run(
    'Deployed topology: forms and a rolling restart',
    vitest(report, ['--config', 'vitest.topology.config.ts']),
    {},
    report,
    vitestCount,
    vitestFailures,
  );
}

if (!onlyTopology) {
  run(
    'Unit and API tests on SQLite',
    vitest(path.join(reports, 'sqlite.json'), []),
    { TEST_DATABASE_URL: '' },
    path.join(reports, 'sqlite.json'),
    vitestCount,
    vitestFailures,
  );

  if (TEST_DATABASE_URL) {
    run(
      'API tests on PostgreSQL',
      vitest(path.join(reports, 'postgres.json'), ['tests/api']),
      { TEST_DATABASE_URL },
      path.join(reports, 'postgres.json'),
      vitestCount,
      vitestFailures,
    );
  } else {
    console.log('\nTEST_DATABASE_URL is not set: the API tests ran on SQLite only.');
  }
}

if (!skipE2e) {
  console.log('\n=== Production build for the browser tests ===');
  const buildStarted = performance.now();
  const built = runProductionBuild() === 0;
  console.log(`Build: ${Math.round((performance.now() - buildStarted) / 1000)} s`);
  if (!built)
    outcomes.push({
      label: 'Build',
      passed: 0,
      failed: 1,
      ok: false,
      failures: ['the production build failed'],
    });
  else if (onlyTopology) runTopologySuite();
  else {
    const report = path.join(reports, 'e2e.json');
    run(
      'Browser tests in Chromium',
      [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      report,
      playwrightCount,
      playwrightFailures,
    );
    // The real server in its own processes, killed, flooded and cut off from PostgreSQL.
    const resilienceReport = path.join(reports, 'resilience.json');
    run(
      'Resilience suite',
      vitest(resilienceReport, ['--config', 'vitest.resilience.config.ts']),
      {},
      resilienceReport,
      vitestCount,
      vitestFailures,
    );
    // The back office again on PostgreSQL: every screen against the other engine.
    if (TEST_DATABASE_URL) {
      const pgReport = path.join(reports, 'e2e-postgres.json');
      run(
        'Back-office browser tests on PostgreSQL',
        [bin('@playwright/test', 'cli.js'), 'test', 'tests/e2e/admin-', '--reporter=list,json'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: pgReport, E2E_DATABASE: 'postgres', TEST_DATABASE_URL },
        pgReport,
        playwrightCount,
        playwrightFailures,
      );
    }
    runTopologySuite();
  }
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('\n=== Summary ===');
// The failures are named again here, at the end, where a CI log cut to its last lines still shows them.
for (const o of outcomes) {
  const took = o.seconds === undefined ? '' : ` (${o.seconds} s)`;
  console.log(`${o.ok ? 'ok  ' : 'FAIL'} ${o.label}: ${o.passed} passed, ${o.failed} failed${took}`);
  for (const failure of o.failures.slice(0, 10)) console.log(`       ✘ ${failure}`);
}
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
