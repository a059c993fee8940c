/**
 * The import rules of docs/architecture.md §3 that need the whole graph: no cycles, and the server's
 * layers only import downwards. `npm run lint` runs it (`depcruise`); file-level rules (public code
 * never imports admin code, components never import features) are in eslint.config.js.
 */
const LOWER_LAYERS =
  '^server/(core|db|data|auth|storage|images|mail|content|audit|cache|two-factor|passkeys|backup|metrics)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which module owns a rule: break it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-the-bottom',
      severity: 'error',
      comment:
        'server/core holds what every layer uses (the request error); it imports no other server folder.',
      from: { path: '^server/core/' },
      to: { path: '^server/', pathNot: '^server/core/' },
    },
    {
      name: 'no-import-up-into-http',
      severity: 'error',
      comment:
        'Data, auth, storage, mail and the other lower layers serve HTTP, pages and scripts alike: they never import server/http, server/api or the app wiring.',
      from: { path: LOWER_LAYERS, pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(http|api|forms)/|^server/(app|web|serve|main)\\.ts$' },
    },
    {
      name: 'http-below-api',
      severity: 'error',
      comment: 'server/http holds the mechanisms routes are built with; it never imports a route group.',
      from: { path: '^server/http/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/api/' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'contracts/ is shared by the browser and the server: it imports neither.',
      from: { path: '^contracts/' },
      to: { path: '^(server|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.react-router|public|tmp|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
