import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

/**
 * How long typing pauses before the search goes out: results are due 300 ms after the last key,
 * and an indexed page answers in tens of milliseconds, so 150 ms leaves room for the round trip
 * while a steady typist still sends one request per word, not per key.
 */
export const SEARCH_DEBOUNCE_MS = 150;

/** What a server-paged list screen shows: at least a search and a page. */
export type ListView = { search: string; page: number };

/**
 * A list screen's filters, search and page, held in the URL so a view can be shared and survives
 * a reload. The search box answers every key at once; the URL (and so the server) gets the term
 * once typing pauses. Changing a filter or the search goes back to the first page. `read` and
 * `write` convert between the URL and the view; they must be stable (module-level functions).
 */
export function useUrlListView<V extends ListView>({
  read,
  write,
}: {
  read: (params: URLSearchParams) => V;
  write: (view: V) => URLSearchParams;
}) {
  const [params, setParams] = useSearchParams();
  // The params written and not yet shown, oldest first: a screen's loader runs before the URL
  // changes, and a second change made meanwhile must build on the first, not on the old URL. When
  // the URL shows one of them, it and those before it are done, the later ones are still on their
  // way; a URL that shows none of them (Back, a link) replaces them all.
  const written = useRef<URLSearchParams[]>([]);
  const shown = useRef(params);
  useEffect(() => {
    shown.current = params;
    const at = written.current.findIndex((w) => w.toString() === params.toString());
    written.current = at === -1 ? [] : written.current.slice(at + 1);
  }, [params]);
  const navigate = (next: V, options?: { replace: boolean }) => {
    const search = write(next);
    written.current.push(search);
    setParams(search, options);
  };
  const latest = () => read(written.current.at(-1) ?? shown.current);
  const view = read(params);
  const [draft, setDraft] = useState(view.search);
  // The term last sent to the URL from the box, so that the box, typed on since, keeps its text.
  const [sent, setSent] = useState<string | null>(null);
  // The URL can change without the box (Clear Filters, Back): the box follows it.
  const [seen, setSeen] = useState(view.search);
  if (seen !== view.search) {
    setSeen(view.search);
    if (view.search !== sent) setDraft(view.search);
  }

  // Typing pauses SEARCH_DEBOUNCE_MS before the term goes to the URL; each key restarts the wait.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A link to another screen followed while a term waits (a dialog's View activity): this screen
  // stays mounted until the next one has loaded, and the term written meanwhile would turn the
  // navigation back here. So the term is dropped if the router is on its way elsewhere when the
  // wait ends: asked of the router itself, since its state reaches the screen as a transition,
  // which may not have rendered by then.
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const leaving = () => {
    const next = router?.state.navigation.location;
    return next !== undefined && next.pathname !== pathname;
  };
  useEffect(() => {
    if (draft === view.search) return;
    pending.current = setTimeout(() => {
      if (leaving()) return;
      setSent(draft);
      navigate({ ...latest(), search: draft, page: 1 }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `navigate` reads the latest params itself
  }, [draft, view.search]);

  // A filter changed while a typed term waits takes the term along, and the wait ends: fired
  // during the filter's navigation, it would write the URL as it was before the filter.
  const update = (change: Partial<V>) => {
    clearTimeout(pending.current);
    setSent(draft);
    navigate({ ...latest(), search: draft, page: 1, ...change });
  };

  return {
    /** What the list shows now (the search as last sent to the server). */
    view,
    /** The search box's text, ahead of `view.search` while typing. */
    draft,
    setDraft,
    update,
    clear: () => {
      clearTimeout(pending.current);
      setDraft('');
      written.current = [new URLSearchParams()];
      setParams(written.current[0]);
    },
  };
}
