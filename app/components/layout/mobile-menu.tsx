import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { usePageLocale } from '~/lib/use-page-locale';
import { LanguageSwitcher } from './language-switcher';
import { NavLinkItems } from './nav-link-items';
import { COMING_SOON_LABELS, PLAY_NOW, STUDIO_WEBSITE } from './site-links';

const itemClass =
  'flex items-center justify-between border-b border-ink-800 px-1 py-4 font-display text-lg font-bold tracking-[0.12em]';

/**
 * The small-screen menu, the content of the header's disclosure (the header owns the toggle,
 * Escape and focus return). Inert sections read '(Coming Soon)'.
 */
export function MobileMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { i18n, t } = useLingui();
  const { localize } = usePageLocale();
  return (
    <div className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-ink-800 bg-ink-950/98 px-5 pt-2 pb-10 backdrop-blur">
      <nav aria-label={t`Mobile`}>
        <ul>
          <NavLinkItems
            pathname={pathname}
            onNavigate={onNavigate}
            classFor={(active) =>
              clsx(itemClass, active ? 'text-blood-400' : 'text-bone-100 hover:text-bone-50')
            }
            activeMark={<span aria-hidden="true" className="size-2 rotate-45 bg-blood-500" />}
          />
          {COMING_SOON_LABELS.map((label) => (
            <li key={label.id} className={clsx(itemClass, 'text-bone-500')}>
              <span>
                {i18n._(label)}{' '}
                <span className="font-sans text-xs font-semibold tracking-wider">{t`(Coming Soon)`}</span>
              </span>
            </li>
          ))}
          <li>
            <a
              href={STUDIO_WEBSITE.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onNavigate}
              className={clsx(itemClass, 'text-bone-100 hover:text-bone-50')}
            >
              <span>
                {i18n._(STUDIO_WEBSITE.label)}
                <span className="sr-only"> {t`(opens in a new tab)`}</span>
              </span>
              <ExternalLink aria-hidden="true" className="size-4 text-bone-500" />
            </a>
          </li>
        </ul>
        <Link
          to={localize(PLAY_NOW.to)}
          onClick={onNavigate}
          className="mt-8 flex h-12 items-center justify-center rounded-sm bg-blood-600 font-display text-base font-bold tracking-[0.18em] text-bone-50 shadow-[0_0_24px_rgba(200,30,30,0.35)] hover:bg-blood-500"
        >
          {i18n._(PLAY_NOW.label)}
        </Link>
        <LanguageSwitcher className="mt-8 border-t border-ink-800 pt-6" />
      </nav>
    </div>
  );
}
