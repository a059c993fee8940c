import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Finding, type Platform, TOOLS, planSystemPackages } from './preflight';

/** Every tool present but those whose Debian package is named. */
const missing = (...packages: string[]): Finding[] =>
  TOOLS.map((tool) => ({ tool, present: !packages.includes(tool.package) }));
const everything = TOOLS.map((tool) => tool.package);

const rootOnDebian: Platform = { root: true, apt: true };
const userOnDebian: Platform = { root: false, apt: true };
const elsewhere: Platform = { root: false, apt: false };
const full = { e2e: true };
const skipE2e = { e2e: false };

describe('system packages for npm test', () => {
  it('asks for nothing when every tool is there', () => {
    expect(planSystemPackages(missing(), full, userOnDebian)).toEqual({ notes: [], action: 'none' });
  });

  it('needs nothing with --skip-e2e, and only notes that the promtool check will be skipped', () => {
    const plan = planSystemPackages(missing(...everything), skipE2e, elsewhere);
    expect(plan.action).toBe('none');
    expect(plan.notes).toEqual([expect.stringMatching(/^promtool is not installed: .* is skipped\.$/)]);
  });

  it("installs what the full run lacks as root on Debian, saying why, promtool without Prometheus's recommends", () => {
    const plan = planSystemPackages(missing('chromium', 'nginx-light', 'prometheus'), full, rootOnDebian);
    expect(plan).toMatchObject({ action: 'install', packages: ['chromium', 'nginx-light', 'prometheus'] });
    if (plan.action !== 'install') throw new Error('expected an install');
    expect(plan.announcement).toMatch(
      /^Installing chromium \(Chromium, for the browser tests\); nginx-light/,
    );
    expect(plan.announcement).toContain('prometheus (promtool, for');
    expect(plan.installs).toEqual([
      ['install', '-y', 'chromium', 'nginx-light'],
      ['install', '-y', '--no-install-recommends', 'prometheus'],
    ]);
  });

  it('prints the exact apt-get command for a user without root on Debian, and stops', () => {
    const plan = planSystemPackages(missing('postgresql', 'openssl'), full, userOnDebian);
    expect(plan.action).toBe('stop');
    if (plan.action !== 'stop') throw new Error('expected a stop');
    expect(plan.message).toContain('sudo apt-get update && sudo apt-get install -y postgresql openssl\n');
    expect(plan.message).toContain('the PostgreSQL server (initdb, pg_ctl)');
    expect(plan.message).toContain('npm test -- --skip-e2e');
  });

  it('names what is missing, without apt-get, on other systems', () => {
    const plan = planSystemPackages(missing('nginx-light'), full, elsewhere);
    if (plan.action !== 'stop') throw new Error('expected a stop');
    expect(plan.message).toMatch(/\n {2}nginx, for the deployed-topology tests/);
    expect(plan.message).toContain("system's package manager");
    expect(plan.message).not.toContain('apt-get');
  });

  it('never installs over a variable that points at nothing: it names the variable instead', () => {
    const findings = missing().map((f) =>
      f.tool.package === 'chromium' ? { ...f, present: false, override: 'CHROMIUM_PATH=/opt/none' } : f,
    );
    const plan = planSystemPackages(findings, full, rootOnDebian);
    if (plan.action !== 'stop') throw new Error('expected a stop');
    expect(plan.message).toContain('CHROMIUM_PATH=/opt/none is not an installed Chromium');
  });
});

describe('looking the tools up', () => {
  const tool = (pkg: string) => TOOLS.find((t) => t.package === pkg)!;

  it('follows CHROMIUM_PATH and PG_BIN_DIR as the tests do', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-preflight-'));
    try {
      const executable = (name: string) => {
        fs.writeFileSync(path.join(dir, name), '#!/bin/sh\n', { mode: 0o755 });
        return path.join(dir, name);
      };
      const chromium = executable('chrome');
      expect(tool('chromium').lookUp({ CHROMIUM_PATH: chromium })).toEqual({
        present: true,
        override: `CHROMIUM_PATH=${chromium}`,
      });
      expect(tool('postgresql').lookUp({ PG_BIN_DIR: dir }).present).toBe(false);
      executable('pg_ctl');
      executable('initdb');
      expect(tool('postgresql').lookUp({ PG_BIN_DIR: dir }).present).toBe(true);
      expect(tool('openssl').lookUp({ PATH: dir }).present).toBe(false);
      executable('openssl');
      expect(tool('openssl').lookUp({ PATH: dir }).present).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
