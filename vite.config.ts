import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-plugins/precompress-assets';
import { publicShellChunks } from './vite-plugins/public-shell-chunk';
import { reactRouterProductionBuild } from './vite-plugins/react-router-production-build';

const inNodeModules = (id: string, names: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`).test(id);

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Compiles the `Trans`/`t` macros and the imported PO catalogues (docs/decisions/0055).
    lingui({ macroTransform: true }),
    reactRouterProductionBuild(),
    reactRouter(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(import.meta.dirname, 'app') },
      { find: '@contracts', replacement: path.resolve(import.meta.dirname, 'contracts') },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'app/lib/react-sync-external-store.ts'),
      },
      // lucide's icon modules render through a leaner copy of its createLucideIcon (app/lib/lucide-icon.ts).
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: path.resolve(import.meta.dirname, 'app/lib/lucide-icon.ts'),
      },
    ],
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
          // A route module may export what another chunk needs from it (public-shell-chunk.ts).
          preserveEntrySignatures: 'allow-extension',
          output: {
            // Every page needs React, the router and the query cache: as two files they gzip
            // smaller than as the dozen small chunks the default splitting makes.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id) =>
                    inNodeModules(id, 'react|react-dom|scheduler|react-router|@lingui[\\\\/](?:core|react)'),
                },
                {
                  name: 'query',
                  test: (id) =>
                    inNodeModules(id, '@tanstack[\\\\/](?:query-core|react-query)') &&
                    !id.includes('hydration'),
                },
                // The app's modules every public page loads, in two files.
                ...publicShellChunks(
                  path.resolve(import.meta.dirname, 'app'),
                  path.resolve(import.meta.dirname, 'contracts'),
                ),
              ],
            },
          },
        },
      },
    },
  },
});
