import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-plugins/precompress-assets';
import { reactRouterProductionBuild } from './vite-plugins/react-router-production-build';

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
