import type { Locale } from '@contracts/locales';
import { localizedPath, splitLocalePath } from '@contracts/locale-path';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberLocale } from '~/lib/remembered-locale';
import { usePageLocale } from '~/lib/use-page-locale';

/**
 * What the suggestion says, in the language it suggests: a reader who chose French reads the offer
 * in French on an English page. The page's catalogue holds its own language only (decision 0055),
 * so these three lines live here, each written in its own language, like the switcher's names.
 */
const OFFER: Record<Locale, { text: string; link: string; dismiss: string }> = {
  en: { text: 'This page is also in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  fr: { text: 'Cette page existe aussi en français.', link: 'La lire en français', dismiss: 'Fermer' },
  ja: { text: 'このページは日本語でもご覧いただけます。', link: '日本語で読む', dismiss: '閉じる' },
};

/** Dismissed for the rest of the visit (this tab), not for good: the choice itself stays remembered. */
const DISMISSED = 'bm-locale-suggestion-dismissed';

function wasDismissed() {
  try {
    return sessionStorage.getItem(DISMISSED) !== null;
  } catch {
    return false;
  }
}

function rememberDismissal() {
  try {
    sessionStorage.setItem(DISMISSED, '1');
  } catch {
    // Storage refused: dismissed on this page only.
  }
}

/**
 * The offer of the page in the language the visitor last chose in the switcher (locale-offer.tsx
 * decides when): a bar fixed at the bottom of the screen, so it moves nothing on the page, with a
 * plain link to the same page in that language and a button to dismiss it for the visit.
 */
export default function LocaleSuggestion({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const { locales } = usePageLocale();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const to = localizedPath(splitLocalePath(pathname, locales).path, locale, locales) + search;
  const offer = OFFER[locale];
  return (
    <aside
      lang={locale}
      aria-label={offer.text}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl items-center gap-3 rounded-sm border border-ink-600 bg-ink-900/95 py-2 pr-2 pl-4 text-sm text-bone-100 shadow-2xl shadow-black/60 backdrop-blur-sm"
    >
      <p className="flex-1">
        {offer.text}{' '}
        <Link
          to={to}
          hrefLang={locale}
          onClick={() => rememberLocale(locale)}
          className="font-semibold text-blood-400 underline underline-offset-4 hover:text-bone-50"
        >
          {offer.link}
        </Link>
      </p>
      <button
        type="button"
        onClick={() => {
          rememberDismissal();
          setDismissed(true);
        }}
        aria-label={offer.dismiss}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-sm text-bone-300 hover:text-bone-50"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
