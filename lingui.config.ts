import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The public site's interface texts (docs/decisions/0055-interface-messages-lingui.md): one PO
 * catalogue per shipped locale, English the source. The back office is not translated: its
 * features stay out of the scan. `npm run i18n:extract` refreshes the catalogues;
 * `npm run i18n:check` fails when a French or Japanese message is missing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}',
      include: [
        '<rootDir>/app/root.tsx',
        '<rootDir>/app/routes/public',
        '<rootDir>/app/components',
        '<rootDir>/app/lib',
        '<rootDir>/app/features/about',
        '<rootDir>/app/features/dev-diary',
        '<rootDir>/app/features/feedback',
        '<rootDir>/app/features/fighters',
        '<rootDir>/app/features/landing',
        '<rootDir>/app/features/newsletter',
        '<rootDir>/app/features/site-settings',
        '<rootDir>/app/features/story',
        '<rootDir>/app/features/support',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  orderBy: 'origin',
});
