import type { Faq, FaqCategory } from '@contracts/faq';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type SyntheticEvent, useId } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { rovingIndex } from '~/lib/roving-index';
import { type Translated, useContentLang } from '~/lib/translation-status';

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-faq-trigger]')];
  const index = triggers.indexOf(event.target as HTMLElement);
  const target = index < 0 ? null : rovingIndex(event.key, index, triggers.length, 'vertical');
  if (target === null) return;
  event.preventDefault();
  triggers[target]?.focus();
}

/**
 * The shared `name` makes the browser close the open answer when another opens; a browser too old
 * for exclusive `<details>` gets the same from here once the app runs.
 */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll('details[open]') ?? []) {
    if (other !== opened) (other as HTMLDetailsElement).open = false;
  }
}

/**
 * One question open at a time; the open one closes again on a second click (docs/public-screens.md §2).
 * Each question is a `<details>` of one exclusive group (same `name`), so the browser opens and
 * closes the answers itself: before the scripts run, and without them. The app adds the arrow
 * keys, Home and End among the questions. `categoryLabel` names a category in the page's language;
 * a question or answer without a translation says it is in the default locale's language.
 */
export function FaqAccordion({
  faqs,
  categoryLabel = (category) => category,
}: {
  faqs: (Faq & Translated)[];
  categoryLabel?: (category: FaqCategory) => string;
}) {
  const group = useId();
  const lang = useContentLang();
  return (
    <div className="flex flex-col gap-3" onKeyDown={moveFocus}>
      {faqs.map((faq) => (
        <details
          key={faq.id}
          name={group}
          onToggle={closeTheOthers}
          className="group overflow-hidden rounded-lg border border-ink-700 bg-ink-900/80 transition-colors open:border-blood-700"
        >
          <summary
            data-faq-trigger=""
            className="flex w-full list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-bone-50 hover:bg-ink-850 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden"
          >
            <h3 lang={lang.of(faq, 'question')}>{faq.question}</h3>
            <span className="flex shrink-0 items-center gap-3">
              <span
                aria-hidden="true"
                className="hidden rounded-full border border-ink-600 px-2 py-0.5 text-xs font-medium text-bone-300 sm:inline"
              >
                {categoryLabel(faq.category)}
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 text-blood-400 transition-transform duration-200 group-open:rotate-180"
              />
            </span>
          </summary>
          <div lang={lang.of(faq, 'answer')}>
            <RichText
              html={faq.answer}
              className="border-t border-ink-700 px-5 py-4 text-sm leading-relaxed text-bone-300"
            />
          </div>
        </details>
      ))}
    </div>
  );
}
