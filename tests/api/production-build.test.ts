import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureProductionBuild } from './support/production-build';

const assets = path.resolve(import.meta.dirname, '../../build/client/assets');

describe('the browser build', () => {
  it("ships React DOM's production build, even when built from a test run (NODE_ENV=test)", async () => {
    await ensureProductionBuild();
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    const framework = scripts.find((name) => name.startsWith('framework-'));
    expect(framework).toBeDefined();
    const code = fs.readFileSync(path.join(assets, framework!), 'utf8');
    // React DOM's production build links its minified errors to the decoder; the development
    // build spells them out and warns, and no other renderer stands in for it (decision 0023).
    expect(code).toContain('react.dev/errors');
    expect(code).not.toContain('is deprecated in plain JavaScript React classes');
    expect(code).not.toContain('preact');
    expect(code).not.toMatch(/["'`]development["'`]/);
  });
});
