import type { TranslationStatus } from '@contracts/translation';
import { Languages } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { localeName } from './served-locales';

/** "2 missing", "outdated", "translated": how far a row's translation into one locale is. */
export function statusText(status: TranslationStatus | undefined, fields: number) {
  if (!status) return '…';
  if (status.missing.length === fields) return 'not translated';
  if (status.outdated.length > 0) return 'outdated';
  if (status.missing.length > 0) return `${status.missing.length} missing`;
  return 'translated';
}

const TONE: Record<string, string> = {
  translated: 'text-emerald-300',
  outdated: 'text-amber-300',
};

/** The colour of a status word: green when translated, amber when outdated, muted otherwise. */
export const statusTone = (text: string) => TONE[text] ?? 'text-bone-500';

/**
 * A row's translations: one button per locale other than the default, saying how far it is
 * ("FR · outdated") and opening that locale's translation.
 */
export function TranslationControls({
  label,
  locales,
  statuses,
  fields,
  onTranslate,
  disabled = false,
  buttonClassName,
}: {
  /** The row, as its other buttons name it: "FAQ: How do I play?". */
  label: string;
  locales: readonly string[];
  statuses: (locale: string) => TranslationStatus | undefined;
  fields: number;
  onTranslate: (locale: string) => void;
  /** Still saying how far each translation is, for staff who may read the row but not change it. */
  disabled?: boolean;
  /** A denser button where they sit inside a table cell. */
  buttonClassName?: string;
}) {
  return (
    <>
      {locales.map((locale) => {
        const text = statusText(statuses(locale), fields);
        return (
          <Button
            key={locale}
            variant="ghost"
            size="sm"
            onClick={() => onTranslate(locale)}
            disabled={disabled}
            className={buttonClassName}
            aria-label={`Translate ${label} into ${localeName(locale)} (${text})`}
          >
            <Languages aria-hidden="true" />
            <span className="uppercase">{locale}</span>
            <span className={statusTone(text)}>· {text}</span>
          </Button>
        );
      })}
    </>
  );
}
