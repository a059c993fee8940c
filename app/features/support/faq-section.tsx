import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { Faq, FaqCategory } from '@contracts/faq';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { FilterButtons } from '~/components/ui/filter-buttons';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { FaqAccordion } from './faq-accordion';
import {
  FAQ_CATEGORY_LABELS,
  FAQ_FILTERS,
  type FaqCategoryFilter,
  faqFiltersOf,
  filterFaqs,
  isFiltering,
  withFaqFilters,
} from './faq-filter';
import { usePublishedFaqs } from './use-faqs';
import { usePageLocale } from '~/lib/use-page-locale';
import { useTypedBeforeStart } from '~/lib/use-typed-before-start';

/** Where a form sent without scripts lands: the FAQ, filtered by the server (in the page's locale). */
const FAQ_ADDRESS = '/support#faq-heading';
const withScripts = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * Searchable, filterable FAQ with its loading, error and empty states (docs/public-screens.md §2, §8).
 * The search and the category buttons are a GET form: before the scripts run, and without them,
 * sending it asks the server for `/support?q=…&category=…`, rendered filtered. With them the list
 * filters as the visitor types and the address follows. Text typed before the app started is
 * taken up when it starts. The FAQs are in the page's locale: the search looks in what is shown.
 */
export function FaqSection({ initialFaqs }: { initialFaqs: InLocale<Faq>[] | undefined }) {
  const query = usePublishedFaqs(initialFaqs);
  const { t, i18n } = useLingui();
  const { localize } = usePageLocale();
  const faqAddress = localize(FAQ_ADDRESS);
  const filterOptions = FAQ_FILTERS.map((filter) => ({ value: filter.value, label: i18n._(filter.label) }));
  const categoryLabel = (category: FaqCategory) => i18n._(FAQ_CATEGORY_LABELS[category]);
  const [params, setParams] = useSearchParams();
  const [fromAddress] = useState(() => faqFiltersOf(params));
  const [search, setSearch] = useState(fromAddress.search);
  const [category, setCategory] = useState<FaqCategoryFilter>(fromAddress.category);
  const searchField = useRef<HTMLInputElement>(null);
  const filtering = isFiltering(search, category);

  useTypedBeforeStart(searchField, search, setSearch);

  useEffect(() => {
    const next = withFaqFilters(params, search, category);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams, search, category]);

  const clearFilters = () => {
    setSearch('');
    setCategory('All');
  };

  let body: ReactNode;
  if (query.data) {
    const visible = filterFaqs(query.data, search, category);
    body =
      visible.length > 0 ? (
        <FaqAccordion faqs={visible} categoryLabel={categoryLabel} />
      ) : (
        <div className="rounded-lg border border-dashed border-ink-600 px-6 py-12 text-center">
          {filtering ? (
            <>
              <p className="text-bone-300">
                <Trans>No FAQs found matching your criteria.</Trans>
              </p>
              <form method="get" action={faqAddress}>
                <Button
                  type="submit"
                  variant="outline"
                  className="mt-4"
                  onClick={(event) => {
                    withScripts(event);
                    clearFilters();
                  }}
                >
                  <Trans>Clear Filters</Trans>
                </Button>
              </form>
            </>
          ) : (
            <p className="text-bone-300">
              <Trans>No FAQs available at the moment.</Trans>
            </p>
          )}
        </div>
      );
  } else if (query.isError && !query.isFetching) {
    body = (
      <div role="alert" className="rounded-lg border border-blood-700 bg-blood-900/20 px-6 py-10 text-center">
        <p className="font-semibold text-blood-400">{query.error.message || t`Failed to load FAQs`}</p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={t`Loading FAQs...`} className="py-16" />;
  }

  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="font-display text-2xl font-bold text-bone-50 sm:text-3xl">
        <Trans>Frequently Asked Questions</Trans>
      </h2>
      <p className="mt-2 text-bone-300">
        <Trans>Quick answers to the questions players ask us most.</Trans>
      </p>
      <form method="get" action={faqAddress} onSubmit={withScripts} className="mt-6 flex flex-col gap-4">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-bone-500"
          />
          <Input
            ref={searchField}
            type="search"
            name="q"
            aria-label={t`Search FAQs`}
            placeholder={t`Search FAQs...`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <FilterButtons
          label={t`FAQ category`}
          name="category"
          options={filterOptions}
          value={category}
          onChange={setCategory}
        />
      </form>
      <div className="mt-6">{body}</div>
    </section>
  );
}
