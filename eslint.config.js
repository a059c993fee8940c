import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The conventions of docs/architecture.md §3 a linter can check: file names, import direction, hooks, types.
 */
const FEATURES_AND_ROUTES = ['~/features/*', '~/routes/*', '**/features/**', '**/routes/**'];
const ADMIN = [
  '~/routes/admin/*',
  '~/features/admin-*',
  '**/routes/admin/**',
  '**/features/admin-*/**',
  '**/layout/admin-*',
];
const SERVER = ['**/server/**'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'public/',
      'tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{app,server,contracts,scripts,tests}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in server/config.ts only.',
        },
      ],
    },
  },
  {
    // Scripts and test harnesses run outside the app and may read their own environment.
    files: ['server/config.ts', 'scripts/**', 'tests/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Public browser specs act as a quick visitor: they never wait for the app to start. Only the
    // specs about hydration itself, about what the app adds once it runs (tests/e2e/hydrated/) and
    // the script budget (which weighs what the app loads) may.
    files: ['tests/e2e/*.spec.ts'],
    ignores: [
      'tests/e2e/admin-*.spec.ts',
      'tests/e2e/a11y-admin-*.spec.ts',
      'tests/e2e/deferred-hydration.spec.ts',
      'tests/e2e/quick-visitor*.spec.ts',
      'tests/e2e/js-budget.spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='waitForHydration']",
          message:
            'A public spec acts as a quick visitor; tests of the running app live in tests/e2e/hydrated/.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(waitForFunction|poll)$/] Literal[value=/data-hydrated/]',
          message:
            'A public spec acts as a quick visitor; tests of the running app live in tests/e2e/hydrated/.',
        },
      ],
    },
  },
  {
    // server/api holds HTTP routes only; pages, feeds, mail and scripts read through server/data.
    files: ['server/**', 'app/**', 'scripts/**'],
    ignores: ['server/api/**', 'server/app.ts'],
    rules: restrict(
      ['**/server/api/**', './api/**', '../api/**', '../../api/**'],
      'server/api holds HTTP routes only (registered in server/app.ts): import from server/data instead.',
    ),
  },
  {
    files: ['server/db/migrations/**'],
    // Migrations are named by their number so they sort in the order they run.
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['app/components/**', 'app/lib/**'],
    rules: restrict(
      [...FEATURES_AND_ROUTES, ...SERVER],
      'components and lib import neither features, routes nor server code.',
    ),
  },
  {
    files: ['app/routes/public/**', 'app/features/**', 'app/components/layout/site-*', 'app/root.tsx'],
    ignores: ['app/features/admin-*/**', 'app/**/*.server.ts'],
    rules: restrict(
      [...ADMIN, ...SERVER],
      'Public code never imports back-office code; only *.server.ts files import server code.',
    ),
  },
  {
    files: ['app/routes/admin/**', 'app/features/admin-*/**', 'app/components/layout/admin-*'],
    ignores: ['app/**/*.server.ts'],
    rules: restrict(SERVER, 'Only *.server.ts files import server code.'),
  },
);
