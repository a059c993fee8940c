import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { clsx } from 'clsx';
import type { Locale } from '@contracts/locales';
import type { ServedLocales } from '@contracts/locale-path';

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
 * The note itself (untranslated-notice.tsx decides when it shows): the default locale's language,
 * named as the page's language names it. Its own chunk: a page in the default locale never shows it.
 */
export default function UntranslatedNote({
  locales,
  className,
}: {
  locales: ServedLocales;
  className?: string;
}) {
  const { i18n } = useLingui();
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
