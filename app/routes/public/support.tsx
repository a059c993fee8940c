import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LifeBuoy, Mail } from 'lucide-react';
import { ContactForm } from '~/features/support/contact-form';
import { FaqSection } from '~/features/support/faq-section';
import { siteOrigin } from '~/components/layout/site-meta';
import { staticPageMeta } from '~/components/layout/static-page-meta';
import { FAQ_FILTER_PARAMS } from '~/features/support/faq-filter';
import { keepDataWhenOnly } from '~/lib/search-only-change';
import { pageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/support';
import { actionHeaders } from '~/lib/page-form.server';
import { listPublishedFaqs, sendContactMessage } from './support.server';
import { IconTitle } from '~/components/ui/page-title';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { usePublishedFaqs } from '~/features/support/use-faqs';
import { hasUntranslated } from '~/lib/translation-status';

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocale(request, context);
  return { faqs: await listPublishedFaqs(context, locale), origin: siteOrigin(request, context.publicUrl) };
}

/** The contact form, when the browser posts it itself. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context);
}

export const headers = actionHeaders;

/** Client navigations do not wait for the server: the FAQ shows its spinner and the query fills it. */
export async function clientLoader() {
  return null;
}

/** Searching or choosing a category changes only the address: the FAQs are already there. */
export const shouldRevalidate = keepDataWhenOnly(FAQ_FILTER_PARAMS);

const DESCRIPTION = msg`Answers to common questions about Blood & Mayhem, and a direct line to the support team when you need a hand.`;

export const meta: Route.MetaFunction = staticPageMeta({
  title: msg`Support`,
  description: DESCRIPTION,
  path: '/support',
});

export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  // The same query as the FAQ section's: the notice follows what the page shows.
  const faqs = usePublishedFaqs(loaderData?.faqs);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="mb-12 text-center">
        <IconTitle icon={LifeBuoy} size="page">
          <Trans>SUPPORT</Trans>
        </IconTitle>
        <p className="mx-auto mt-4 max-w-2xl text-bone-300">
          <Trans>Stuck in the Shattered Realms? Search the answers below or send the team a message.</Trans>
        </p>
        <UntranslatedNotice
          show={hasUntranslated(faqs.data)}
          className="mx-auto mt-6 w-fit max-w-2xl text-left"
        />
      </header>
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <FaqSection initialFaqs={loaderData?.faqs} />
        <section aria-labelledby="contact-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-lg border border-ink-700 bg-ink-900/80 p-6 shadow-lg shadow-black/40 sm:p-8">
            <h2
              id="contact-heading"
              className="flex scroll-mt-24 items-center gap-2 font-display text-2xl font-bold text-bone-50"
            >
              <Mail aria-hidden="true" className="size-6 text-blood-500" />
              <Trans>Contact Support</Trans>
            </h2>
            <p className="mt-2 mb-6 text-sm text-bone-300">
              <Trans>Can&apos;t find your answer? Tell us what happened and we&apos;ll reply by email.</Trans>
            </p>
            <ContactForm result={actionData} />
          </div>
        </section>
      </div>
    </div>
  );
}
