import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';

const reactRouterDist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');

/**
 * react-router's package exports point at its development build whatever the mode (its dev
 * warnings and checks cost about 10 KB gzip). The browser bundle takes the production build that
 * ships beside it; both entry points resolve to the same files, so there is one router context.
 */
function reactRouterProductionBuild(): Plugin {
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

const inNodeModules = (id: string, names: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`).test(id);

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter(), precompressAssets()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      '@contracts': path.resolve(import.meta.dirname, 'contracts'),
    },
  },
  // public/ holds media too large to copy into the build; the server serves it directly.
  publicDir: false,
  build: {
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React, the router and the query cache: as two files they gzip
            // smaller than as the dozen small chunks the default splitting makes.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id) => inNodeModules(id, 'react|react-dom|scheduler|react-router'),
                },
                {
                  name: 'query',
                  test: (id) =>
                    inNodeModules(id, '@tanstack[\\\\/](?:query-core|react-query)') &&
                    !id.includes('hydration'),
                },
              ],
            },
          },
        },
      },
    },
  },
});
