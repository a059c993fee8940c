import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { type MouseEvent, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { usePageLocale } from '~/lib/use-page-locale';

/** Where the search is sent without scripts: the roster (in the page's locale), filtered by the server. */
const ROSTER_ADDRESS = '/fighters';

/**
 * The roster's search box: name or role, case-insensitive. A GET form to `/fighters?q=…`, so it
 * filters before the scripts run and without them; with them `onChange` filters as the visitor
 * types and the form is not sent. The clear button is a link to the whole roster.
 */
export function FighterSearch({
  value,
  onChange,
  fieldRef,
}: {
  value: string;
  onChange: (value: string) => void;
  fieldRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const { localize } = usePageLocale();
  const id = useId();
  const rosterAddress = localize(ROSTER_ADDRESS);
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChange('');
    // The button goes with the text: keep the focus in the field rather than lose it.
    event.currentTarget.closest('form')?.querySelector('input')?.focus();
  };
  return (
    <form
      method="get"
      action={rosterAddress}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="relative w-full sm:max-w-sm"
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search fighters</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-bone-500"
      />
      <input
        ref={fieldRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t`Search by name or role`}
        autoComplete="off"
        className="h-11 w-full rounded-sm border border-ink-600 bg-ink-900/80 pr-10 pl-10 text-sm text-bone-50 placeholder:text-bone-500 focus-visible:border-blood-500 focus-visible:ring-2 focus-visible:ring-blood-500/40 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <Link
          to={rosterAddress}
          onClick={clear}
          aria-label={t`Clear search`}
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-sm text-bone-500 hover:text-bone-50"
        >
          <X aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </form>
  );
}
