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
 * `compact` (the header) is a disclosure showing the current locale's code, which opens the list:
 * beside the English navigation bar there is no room for three links.
 */
export function LanguageSwitcher({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { pathname, search } = useLocation();
  const { locale, locales } = usePageLocale();
  const { t } = useLingui();
  if (locales.all.length < 2) return null;
  const { path } = splitLocalePath(pathname, locales);
  const list = (
    <nav aria-label={t`Language`} className={compact ? undefined : className}>
      <ul className={clsx('flex', compact ? 'flex-col py-1' : 'flex-wrap items-center gap-x-4 gap-y-2')}>
        {locales.all.map((each) => {
          const current = each === locale;
          return (
            <li key={each}>
              <Link
                to={localizedPath(path, each, locales) + search}
                hrefLang={each}
                lang={each}
                aria-current={current ? 'true' : undefined}
                onClick={() => rememberLocale(each)}
                className={clsx(
                  'inline-flex min-h-10 items-center rounded-sm text-sm transition-colors',
                  compact && 'w-full px-4',
                  current
                    ? 'text-bone-50 underline decoration-blood-500 underline-offset-4'
                    : 'text-bone-300 hover:text-bone-50',
                )}
              >
                {NATIVE_NAME[each]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
  if (!compact) return list;
  // A disclosure the browser opens itself, before the scripts run and without them; keyed by the
  // address so a navigation inside the app closes it.
  return (
    <details key={pathname} className={clsx('group/lang relative', className)}>
      <summary className="flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-sm px-2 text-xs font-bold tracking-[0.14em] text-bone-300 uppercase hover:text-bone-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t`Language`}: </span>
        <span lang={locale}>{locale}</span>
        <span aria-hidden="true" className="text-[10px] transition-transform group-open/lang:rotate-180">
          ▾
        </span>
      </summary>
      <div className="absolute right-0 mt-1 min-w-36 rounded-sm border border-ink-700 bg-ink-950 shadow-2xl shadow-black/60">
        {list}
      </div>
    </details>
  );
}
