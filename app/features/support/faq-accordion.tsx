import type { Faq } from '@contracts/faq';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';

/** Where the arrow keys, Home and End move the focus among the questions (WAI-ARIA accordion). */
export function focusTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]')];
  const index = triggers.indexOf(event.target as HTMLButtonElement);
  const target = index < 0 ? null : focusTarget(event.key, index, triggers.length);
  if (target === null) return;
  event.preventDefault();
  triggers[target]?.focus();
}

/**
 * One question open at a time; the open one closes again on a second click (public-site.md §2).
 * Written out rather than taken from Radix: the pattern is a button per heading with
 * aria-expanded and the answer in a labelled region, and Radix's version with its helpers cost
 * the support page about 8 KB of JavaScript.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="flex flex-col gap-3" onKeyDown={moveFocus}>
      {faqs.map((faq) => {
        const open = openId === faq.id;
        const state = open ? 'open' : 'closed';
        const triggerId = `${baseId}-q${faq.id}`;
        const contentId = `${baseId}-a${faq.id}`;
        return (
          <div
            key={faq.id}
            data-state={state}
            className="overflow-hidden rounded-lg border border-ink-700 bg-ink-900/80 transition-colors data-[state=open]:border-blood-700"
          >
            <h3 data-state={state}>
              <button
                type="button"
                id={triggerId}
                aria-controls={contentId}
                aria-expanded={open}
                data-state={state}
                data-faq-trigger=""
                onClick={() => setOpenId(open ? null : faq.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-bone-50 hover:bg-ink-850 focus-visible:-outline-offset-2"
              >
                <span>{faq.question}</span>
                <span className="flex shrink-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="hidden rounded-full border border-ink-600 px-2 py-0.5 text-xs font-medium text-bone-300 sm:inline"
                  >
                    {faq.category}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 text-blood-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </span>
              </button>
            </h3>
            {open ? (
              <div
                id={contentId}
                role="region"
                aria-labelledby={triggerId}
                data-state={state}
                className="border-t border-ink-700 px-5 py-4 text-sm leading-relaxed whitespace-pre-line text-bone-300"
              >
                {faq.answer}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
