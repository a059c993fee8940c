import { Suspense, lazy } from 'react';
import { usePageLocale } from '~/lib/use-page-locale';

const UntranslatedNote = lazy(() => import('./untranslated-note'));

/**
 * Says, once near the top of a page in another locale than the default, that some of its content
 * has no translation yet and shows in the default locale's language (docs/public-screens.md,
 * "Languages"). Quiet: a note, not an alert. Nothing on a page in the default locale, or when
 * `show` is false (app/lib/translation-status.ts tells); the note's code is fetched only when it
 * shows, so the default locale's pages never load it. The server renders it in the page, which
 * keeps it while the browser fetches it.
 */
export function UntranslatedNotice({ show, className }: { show: boolean; className?: string }) {
  const { locale, locales } = usePageLocale();
  if (!show || locale === locales.default) return null;
  return (
    <Suspense fallback={null}>
      <UntranslatedNote locales={locales} className={className} />
    </Suspense>
  );
}
