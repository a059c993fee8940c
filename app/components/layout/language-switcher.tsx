import type { Locale } from '@contracts/locales';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { localizedPath, splitLocalePath } from '@contracts/locale-path';
import { rememberLocale } from '~/lib/remembered-locale';
import { usePageLocale } from '~/lib/use-page-locale';

/** Each language in its own name: a reader looks for the one they read. */
const NATIVE_NAME: Record<Locale, string> = { en: 'English', fr: 'Français', ja: '日本語' };

/**
 * The same page in every served locale, the current one marked: plain links, so it works before
 * and without scripts, and a crawler follows them like any other. Choosing one is remembered
 * (lib/remembered-locale.ts) to suggest it later; the site never redirects by language.
 * `compact` shows the codes (the header's bar), otherwise the names (the footer, the menu).
 */
export function LanguageSwitcher({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { pathname, search } = useLocation();
  const { locale, locales } = usePageLocale();
  const { t } = useLingui();
  if (locales.all.length < 2) return null;
  const { path } = splitLocalePath(pathname, locales);
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className={clsx('flex flex-wrap items-center', compact ? 'gap-0.5' : 'gap-x-4 gap-y-2')}>
        {locales.all.map((each) => {
          const current = each === locale;
          return (
            <li key={each}>
              <Link
                to={localizedPath(path, each, locales) + search}
                hrefLang={each}
                lang={each}
                aria-current={current ? 'true' : undefined}
                aria-label={compact ? NATIVE_NAME[each] : undefined}
                onClick={() => rememberLocale(each)}
                className={clsx(
                  'inline-flex min-h-10 items-center rounded-sm transition-colors',
                  compact
                    ? 'min-w-10 justify-center px-1.5 text-xs font-bold tracking-[0.14em] uppercase'
                    : 'text-sm',
                  current
                    ? 'text-bone-50 underline decoration-blood-500 underline-offset-4'
                    : 'text-bone-300 hover:text-bone-50',
                )}
              >
                {compact ? each : NATIVE_NAME[each]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
