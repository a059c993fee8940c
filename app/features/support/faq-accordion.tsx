import type { Faq } from '@contracts/faq';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

/** One question open at a time; the open one closes again on a second click (public-site.md §2). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
      {faqs.map((faq) => (
        <Accordion.Item
          key={faq.id}
          value={String(faq.id)}
          className="overflow-hidden rounded-lg border border-ink-700 bg-ink-900/80 transition-colors data-[state=open]:border-blood-700"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-bone-50 hover:bg-ink-850 focus-visible:-outline-offset-2">
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
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="border-t border-ink-700 px-5 py-4 text-sm leading-relaxed whitespace-pre-line text-bone-300">
            {faq.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
