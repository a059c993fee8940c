import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** What a fresh Node process resolves `react-router` and `react-router/dom` to. */
function resolvedInNode(prelude: string) {
  const script = `${prelude}
console.log(import.meta.resolve('react-router'));
console.log(import.meta.resolve('react-router/dom'));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return output.trim().split('\n');
}

describe('React Router in production', () => {
  it("is its production build once the server's hook is in", () => {
    const hook = JSON.stringify(path.join(root, 'server/react-router-production.ts'));
    const [router, dom] = resolvedInNode(
      `import { preferProductionReactRouter } from ${hook}; preferProductionReactRouter();`,
    );
    expect(router).toMatch(/\/react-router\/dist\/production\/index\.mjs$/);
    expect(dom).toMatch(/\/react-router\/dist\/production\/dom-export\.mjs$/);
  });

  // The reason for the hook: when this fails, react-router's exports have learnt production and
  // server/react-router-production.ts can go.
  it('is its development build in plain Node, whatever NODE_ENV says', () => {
    const [router] = resolvedInNode('process.env.NODE_ENV = "production";');
    expect(router).toMatch(/\/react-router\/dist\/development\/index\.mjs$/);
  });
});
