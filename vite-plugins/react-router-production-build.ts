import path from 'node:path';
import type { Plugin } from 'vite';

const reactRouterDist = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production');

/**
 * react-router's package exports point at its development build whatever the mode (its dev
 * warnings and checks cost about 10 KB gzip). The browser bundle takes the production build that
 * ships beside it; both entry points resolve to the same files, so there is one router context.
 */
export function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = {
    'react-router': path.join(reactRouterDist, 'index.mjs'),
    'react-router/dom': path.join(reactRouterDist, 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => files[source],
  };
}
