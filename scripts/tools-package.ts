import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The measurement and generation tools (Lighthouse, autocannon, subset-font, web-vitals, s3rver) are a
 * package of their own in tools/, installed on demand (docs/decisions/0051-tools-package.md): a script
 * finds them in tools/node_modules, never in the app's node_modules.
 */
export const TOOLS_DIR = path.resolve(import.meta.dirname, '../tools');
export const TOOLS_INSTALL = 'npm run tools:install';
const MODULES = path.join(TOOLS_DIR, 'node_modules');
const toolsRequire = createRequire(path.join(TOOLS_DIR, 'package.json'));

/** Thrown when the tools package is not installed, naming the command that installs it. */
export class ToolsMissingError extends Error {
  constructor(name: string) {
    super(`${name} comes with the tools package, which is not installed: run \`${TOOLS_INSTALL}\` first.`);
  }
}

/** The entry file of a tool in tools/node_modules (one left in the app's node_modules does not count). */
export function resolveTool(name: string): string {
  let file: string;
  try {
    file = toolsRequire.resolve(name);
  } catch {
    throw new ToolsMissingError(name);
  }
  if (!file.startsWith(MODULES + path.sep)) throw new ToolsMissingError(name);
  return file;
}

/** A tool's module, typed by the caller: `await importTool<typeof import('lighthouse')>('lighthouse')`. */
export async function importTool<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(resolveTool(name)).href)) as T;
}

/** A tool's installed version (its package.json in tools/node_modules). */
export function toolVersion(name: string): string {
  const file = path.join(MODULES, name, 'package.json');
  if (!fs.existsSync(file)) throw new ToolsMissingError(name);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * For a command-line script: the tool's entry file, or the install command on stderr and exit 1. Each
 * script asks for its tools before it starts anything, so a missing install leaves nothing running.
 */
export function toolFileOrExit(name: string): string {
  try {
    return resolveTool(name);
  } catch (error) {
    if (!(error instanceof ToolsMissingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** For a command-line script: the tool's module, or the install command on stderr and exit 1. */
export async function requireTool<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(toolFileOrExit(name)).href)) as T;
}

/**
 * `npm test`: installs the tools package (exactly its lockfile) when it is missing or older than its
 * lockfile, since the media-storage, resilience and topology suites start s3rver from it.
 */
export function ensureToolsPackage() {
  const installed = path.join(MODULES, '.package-lock.json');
  const lockfile = path.join(TOOLS_DIR, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lockfile).mtimeMs) return;
  console.log(`Installing the tools package (s3rver for the storage tests): ${TOOLS_INSTALL}`);
  const npm = process.env.npm_execpath;
  const args = ['ci', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund'];
  // Through the npm running `npm test` when there is one, else the npm on PATH.
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { stdio: 'inherit' })
    : spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Installing the tools package failed: run \`${TOOLS_INSTALL}\` and see why.`);
    process.exit(1);
  }
}
