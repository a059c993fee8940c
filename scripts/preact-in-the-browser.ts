import path from 'node:path';
import type { Plugin } from 'vite';

const shims = path.resolve(import.meta.dirname, '../app/lib/preact');
const REACT_DOM = '\0react-dom-on-preact';

/** What each React entry point becomes in the browser bundle. */
const TARGETS: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': REACT_DOM,
  'react-dom/client': path.join(shims, 'react-dom-client.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser bundle runs Preact's compat layer where the code says React (decision 0021): about
 * 60 KB gzip less on every page. The server still renders with React, and `npm run dev` keeps
 * React in the browser for its development warnings; the end-to-end tests run this build.
 * `react-dom` is the compat layer plus the `preload` it lacks.
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      const target = TARGETS[source];
      if (target === undefined) return null;
      if (target === REACT_DOM) return REACT_DOM;
      return this.resolve(target, importer, { skipSelf: true });
    },
    load(id) {
      if (id !== REACT_DOM) return null;
      return [
        "export * from 'preact/compat';",
        "export { default } from 'preact/compat';",
        `export { preload } from ${JSON.stringify(path.join(shims, 'preload.ts'))};`,
      ].join('\n');
    },
  };
}
