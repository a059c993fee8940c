import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureProductionBuild } from './support/production-build';

const assets = path.resolve(import.meta.dirname, '../../build/client/assets');

describe('the browser build', () => {
  it('ships production code, with Preact in place of React DOM, even when built from a test run (NODE_ENV=test)', async () => {
    await ensureProductionBuild();
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    const framework = scripts.find((name) => name.startsWith('framework-'));
    expect(framework).toBeDefined();
    const code = fs.readFileSync(path.join(assets, framework!), 'utf8');
    // Neither React DOM's production build (its error decoder) nor its development one.
    expect(code).not.toContain('react.dev/errors');
    expect(code).not.toContain('is deprecated in plain JavaScript React classes');
    // Preact's compat layer (decision 0021), without its development checks (preact/debug).
    expect(code).toContain('isReactComponent');
    expect(code).not.toContain('Undefined component passed to createElement');
    expect(code).not.toMatch(/["'`]development["'`]/);
  });
});
