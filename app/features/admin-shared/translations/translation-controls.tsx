import type { TranslationStatus } from '@contracts/translation';
import { Languages } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { localeName } from './served-locales';

/** "2 missing", "outdated", "translated": how far a row's translation into one locale is. */
function statusText(status: TranslationStatus | undefined, fields: number) {
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
}: {
  /** The row, as its other buttons name it: "FAQ: How do I play?". */
  label: string;
  locales: readonly string[];
  statuses: (locale: string) => TranslationStatus | undefined;
  fields: number;
  onTranslate: (locale: string) => void;
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
            aria-label={`Translate ${label} into ${localeName(locale)} (${text})`}
          >
            <Languages aria-hidden="true" />
            <span className="uppercase">{locale}</span>
            <span className={TONE[text] ?? 'text-bone-500'}>· {text}</span>
          </Button>
        );
      })}
    </>
  );
}
