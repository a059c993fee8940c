import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { Locale } from '@contracts/locales';
import { clsx } from 'clsx';
import { usePageLocale } from '~/lib/use-page-locale';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { SiteComingSoon } from './site-coming-soon';
import { SiteLogo } from './site-logo';
import { NavLinkItems } from './nav-link-items';
import { COMING_SOON_LABELS, PLAY_NOW, STUDIO_WEBSITE } from './site-links';

/**
 * From which width the bar shows every section, and the menu button goes: French labels are the
 * longest and need the widest screens. Whole class names, so Tailwind sees them.
 */
const BAR_FROM: Record<Locale, { bar: string; menu: string }> = {
  en: { bar: 'hidden xl:block', menu: 'xl:hidden' },
  fr: { bar: 'hidden 2xl:block', menu: '2xl:hidden' },
  ja: { bar: 'hidden xl:block', menu: 'xl:hidden' },
};

// Narrow enough that the English bar, the language disclosure and PLAY NOW share a 1280 px row.
const linkClass =
  'relative inline-flex items-center rounded-sm px-1.5 py-2 text-[13px] font-semibold tracking-[0.12em] whitespace-nowrap transition-colors 2xl:px-3';

/** The shared top navigation of docs/public-screens.md §2; the active route is highlighted. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const { locale, localize } = usePageLocale();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, []);

  // A navigation closes the menu, whatever triggered it; not the first render, which would close
  // a menu opened before the app started.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  // Escape closes the menu and gives the focus back to its toggle. The listener asks the element
  // whether it is open rather than waiting for a state update: a menu opened before the app started
  // is open from the first render, and an Escape pressed as the app starts must not be lost.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menuRef.current?.open) return;
      closeMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closeMenu]);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-800/80">
      {/* The blur sits on a layer of its own: a backdrop-filter on the header itself would become
          the containing block of the fixed mobile menu and clip it to the header's height. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950/85 backdrop-blur-md" />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label={t`Main`} className={BAR_FROM[locale].bar}>
          <ul className="flex items-center gap-0.5">
            <NavLinkItems
              pathname={pathname}
              classFor={(active) =>
                clsx(
                  linkClass,
                  active
                    ? 'text-bone-50 after:absolute after:inset-x-1.5 after:-bottom-0.5 after:h-0.5 after:bg-blood-500 after:shadow-[0_0_8px_rgba(224,74,74,0.8)]'
                    : 'text-bone-300 hover:text-bone-50',
                )
              }
            />
            {COMING_SOON_LABELS.map((label) => (
              <li key={label.id}>
                <SiteComingSoon label={i18n._(label)} />
              </li>
            ))}
            <li>
              <a
                href={STUDIO_WEBSITE.href}
                target="_blank"
                rel="noopener noreferrer"
                className={clsx(linkClass, 'gap-1 text-bone-300 hover:text-bone-50')}
              >
                {i18n._(STUDIO_WEBSITE.label)}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only"> {t`(opens in a new tab)`}</span>
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitcher compact className="hidden sm:block" />
          <Link
            to={localize(PLAY_NOW.to)}
            className="hidden h-10 items-center rounded-sm bg-blood-600 px-4 font-display whitespace-nowrap text-sm font-bold tracking-[0.18em] text-bone-50 shadow-[0_0_20px_rgba(200,30,30,0.35)] transition-colors hover:bg-blood-500 sm:inline-flex"
          >
            {i18n._(PLAY_NOW.label)}
          </Link>
          {/* A disclosure the browser opens itself, before the scripts run and without them; the
              app adds Escape and closes it on navigation. */}
          <details ref={menuRef} className={clsx('group/menu', BAR_FROM[locale].menu)}>
            <summary
              ref={toggleRef}
              aria-label={t`Menu`}
              className="grid size-10 list-none place-items-center rounded-sm border border-ink-700 text-bone-100 hover:border-blood-600 hover:text-bone-50 [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden="true" className="size-5 group-open/menu:hidden" />
              <X aria-hidden="true" className="hidden size-5 group-open/menu:block" />
            </summary>
            <MobileMenu pathname={pathname} onNavigate={closeMenu} />
          </details>
        </div>
      </div>
    </header>
  );
}
