import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Before `npm test`: the system programs the suites run. On Debian or Ubuntu as root, missing ones
 * are installed with apt-get; anywhere else the run stops at once, naming what to install.
 */

type Env = Record<string, string | undefined>;

/** Whether a tool is there, and the variable that told the tests where to look, if one did. */
export type Lookup = { present: boolean; override?: string };

/** A program some suite runs, and the Debian package that brings it. */
export type Tool = {
  name: string;
  /** What needs it, for the line that says why it is installed. */
  why: string;
  package: string;
  /** With --skip-e2e: not run at all, or a check that skips itself when the tool is missing. */
  withoutE2e: 'unneeded' | 'optional';
  /** Prometheus's recommends (an exporter, sysstat) are nothing the tests use; Chromium's fonts are. */
  skipRecommends?: boolean;
  lookUp(env: Env): Lookup;
};

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (command: string, env: Env) =>
  (env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command)));
const anyOf = (files: string[]) => files.some(isExecutable);

/** Each lookUp searches where its suite does (playwright.config.ts, tests/support, tests/topology). */
export const TOOLS: Tool[] = [
  {
    name: 'Chromium',
    why: 'the browser tests',
    package: 'chromium',
    withoutE2e: 'unneeded',
    lookUp: (env) =>
      env.CHROMIUM_PATH
        ? { present: isExecutable(env.CHROMIUM_PATH), override: `CHROMIUM_PATH=${env.CHROMIUM_PATH}` }
        : { present: isExecutable('/usr/bin/chromium') },
  },
  {
    name: 'the PostgreSQL server (initdb, pg_ctl)',
    why: "the resilience suite's own PostgreSQL server, stopped for the outage test",
    package: 'postgresql',
    withoutE2e: 'unneeded',
    lookUp: (env) => {
      const hasServer = (dir: string) =>
        isExecutable(path.join(dir, 'pg_ctl')) && isExecutable(path.join(dir, 'initdb'));
      if (env.PG_BIN_DIR)
        return { present: hasServer(env.PG_BIN_DIR), override: `PG_BIN_DIR=${env.PG_BIN_DIR}` };
      const base = '/usr/lib/postgresql';
      const versions = fs.existsSync(base) ? fs.readdirSync(base) : [];
      return { present: versions.some((version) => hasServer(path.join(base, version, 'bin'))) };
    },
  },
  {
    name: 'nginx',
    why: 'the deployed-topology tests (the shipped nginx.conf in front of the app)',
    package: 'nginx-light',
    withoutE2e: 'unneeded',
    lookUp: (env) => ({
      present:
        anyOf(['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) ||
        onPath('nginx', env),
    }),
  },
  {
    name: 'openssl',
    why: "the deployed-topology tests' self-signed certificate",
    package: 'openssl',
    withoutE2e: 'unneeded',
    lookUp: (env) => ({ present: onPath('openssl', env) }),
  },
  {
    name: 'promtool',
    why: "Prometheus's own check of /metrics",
    package: 'prometheus',
    withoutE2e: 'optional',
    skipRecommends: true,
    lookUp: () => ({ present: anyOf(['/usr/bin/promtool', '/usr/local/bin/promtool']) }),
  },
];

export type Finding = Lookup & { tool: Tool };
/** `apt`: Debian or Ubuntu, with apt-get on the PATH. */
export type Platform = { root: boolean; apt: boolean };
export type Plan = { notes: string[] } & (
  | { action: 'none' }
  | { action: 'install'; announcement: string; packages: string[]; installs: string[][] }
  | { action: 'stop'; message: string }
);

/** The apt-get installs for `tools`: those that skip their recommends apart from the others. */
const aptInstalls = (tools: Tool[]) => {
  const install = (group: Tool[], flags: string[]) =>
    group.length === 0 ? [] : [['install', '-y', ...flags, ...group.map((tool) => tool.package)]];
  return [
    ...install(
      tools.filter((tool) => !tool.skipRecommends),
      [],
    ),
    ...install(
      tools.filter((tool) => tool.skipRecommends),
      ['--no-install-recommends'],
    ),
  ];
};

/** What to do about the tools `findings` report: nothing, install packages, or stop and explain. */
export function planSystemPackages(findings: Finding[], options: { e2e: boolean }, platform: Platform): Plan {
  const notes: string[] = [];
  const missing: Finding[] = [];
  for (const finding of findings) {
    if (finding.present) continue;
    const need = options.e2e ? 'required' : finding.tool.withoutE2e;
    if (need === 'required') missing.push(finding);
    if (need === 'optional')
      notes.push(`${finding.tool.name} is not installed: ${finding.tool.why} is skipped.`);
  }
  if (missing.length === 0) return { notes, action: 'none' };
  const orSkip = options.e2e ? ', or run `npm test -- --skip-e2e` to leave those suites out' : '';

  // apt-get cannot fix a variable that points at nothing.
  const misdirected = missing.filter((finding) => finding.override);
  if (misdirected.length > 0) {
    const lines = misdirected.map(
      (f) => `  ${f.override} is not an installed ${f.tool.name} (${f.tool.why})`,
    );
    return { notes, action: 'stop', message: `${lines.join('\n')}\nFix or unset it${orSkip}.` };
  }

  const packages = missing.map((finding) => finding.tool.package);
  const reasons = missing.map(({ tool }) =>
    tool.package === tool.name
      ? `${tool.package} (for ${tool.why})`
      : `${tool.package} (${tool.name}, for ${tool.why})`,
  );
  if (platform.root && platform.apt)
    return {
      notes,
      action: 'install',
      announcement: `Installing ${reasons.join('; ')}.`,
      packages,
      installs: aptInstalls(missing.map((finding) => finding.tool)),
    };
  const list = missing.map((f) => `  ${f.tool.name}, for ${f.tool.why}`).join('\n');
  const howTo = platform.apt
    ? `Install with:\n  sudo apt-get update${aptInstalls(missing.map((f) => f.tool))
        .map((args) => ` && sudo apt-get ${args.join(' ')}`)
        .join('')}\nthen run npm test again${orSkip}.`
    : `Install them with your system's package manager, then run npm test again${orSkip}.`;
  return { notes, action: 'stop', message: `npm test needs what is missing here:\n${list}\n${howTo}` };
}

const findAll = (env: Env): Finding[] => TOOLS.map((tool) => ({ tool, ...tool.lookUp(env) }));

function apt(args: string[]) {
  const result = spawnSync('apt-get', args, {
    // apt-get's progress is noise here; its errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/**
 * Makes sure the programs this run needs are installed (`e2e`: the browser, resilience and
 * topology suites run too), installing them on Debian/Ubuntu as root; otherwise exits non-zero.
 */
export function ensureSystemPackages(options: { e2e: boolean }, env: Env = process.env) {
  const platform: Platform = {
    root: process.getuid?.() === 0,
    apt: fs.existsSync('/etc/debian_version') && onPath('apt-get', env),
  };
  const plan = planSystemPackages(findAll(env), options, platform);
  for (const note of plan.notes) console.log(note);
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action !== 'install') return;
  console.log(plan.announcement);
  apt(['-qq', 'update']);
  for (const install of plan.installs) apt(['-qq', ...install]);
  // Checked again: a package can install without the file the tests look for (a snap stub, say).
  const stillMissing = findAll(env).filter((f) => !f.present && plan.packages.includes(f.tool.package));
  if (stillMissing.length > 0) {
    const names = stillMissing.map((f) => f.tool.name).join(', ');
    console.error(`apt-get installed ${plan.packages.join(' ')}, yet the tests still find no ${names}.`);
    process.exit(1);
  }
}
