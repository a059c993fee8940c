import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { clsx } from 'clsx';
import type { Locale } from '@contracts/locales';
import { usePageLocale } from '~/lib/use-page-locale';

/**
 * Each language as the page's own language names it inside a sentence ("…en anglais"): the
 * switcher's own names (English, Français, 日本語) would not read as part of a French sentence.
 */
const LANGUAGE_IN_A_SENTENCE: Record<Locale, MessageDescriptor> = {
  en: msg({ context: 'language name in a sentence', message: 'English' }),
  fr: msg({ context: 'language name in a sentence', message: 'French' }),
  ja: msg({ context: 'language name in a sentence', message: 'Japanese' }),
};

/**
 * Says, once near the top of a page in another locale than the default, that some of its content
 * has no translation yet and shows in the default locale's language (docs/public-screens.md,
 * "Languages"). Quiet: a note, not an alert. Nothing on a page in the default locale, or when
 * `show` is false (app/lib/translation-status.ts tells).
 */
export function UntranslatedNotice({ show, className }: { show: boolean; className?: string }) {
  const { locale, locales } = usePageLocale();
  const { i18n } = useLingui();
  if (!show || locale === locales.default) return null;
  const language = i18n._(LANGUAGE_IN_A_SENTENCE[locales.default]);
  return (
    <p
      role="note"
      className={clsx(
        'flex items-start gap-2 rounded-sm border border-ink-700 bg-ink-900/80 px-3 py-2 text-sm text-bone-300',
        className,
      )}
    >
      <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bone-500" />
      <span>
        <Trans>Some parts of this page are not translated yet and are shown in {language}.</Trans>
      </span>
    </p>
  );
}
