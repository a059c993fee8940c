type Choices = Record<string, readonly string[]>;

/** A paged list screen's view: the search, one choice per filter ("all" filters nothing), the page. */
export type UrlView<F extends Choices> = { search: string; page: number } & {
  -readonly [K in keyof F]: 'all' | F[K][number];
};

/** The API query of a view's filters: the search trimmed, "all" left out. */
type FilterQuery<F extends Choices> = { search?: string } & { [K in keyof F]?: F[K][number] };

/**
 * How a paged list screen's view sits in its URL (`?q=lag&status=new&page=2`) and in its API
 * query. Each filter has the param of its own name, left out while "all" so a plain view has a
 * plain URL; an unknown value reads as "all" and a page below 2 as the first.
 */
export function urlView<const F extends Choices>(filters: F, pageSize: number) {
  type View = UrlView<F>;
  const names = Object.keys(filters) as (keyof F & string)[];

  function read(params: URLSearchParams): View {
    const page = Number(params.get('page'));
    const chosen = Object.fromEntries(
      names.map((name) => {
        const value = params.get(name);
        const known: readonly string[] = filters[name] ?? [];
        return [name, value !== null && known.includes(value) ? value : 'all'];
      }),
    );
    return {
      search: params.get('q') ?? '',
      ...chosen,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    } as View;
  }

  function write(view: View): URLSearchParams {
    const params = new URLSearchParams();
    if (view.search) params.set('q', view.search);
    for (const name of names) if (view[name] !== 'all') params.set(name, view[name] as string);
    if (view.page > 1) params.set('page', String(view.page));
    return params;
  }

  function filterQuery(view: Omit<View, 'page'>): FilterQuery<F> {
    const search = view.search.trim();
    const values = view as Record<string, unknown>;
    const chosen = names.filter((name) => values[name] !== 'all').map((name) => [name, values[name]]);
    return { ...(search ? { search } : {}), ...Object.fromEntries(chosen) } as FilterQuery<F>;
  }

  /** The filters' query with the page as limit and offset. */
  function pageQuery(view: View) {
    return { ...filterQuery(view), limit: pageSize, offset: (view.page - 1) * pageSize };
  }

  return { read, write, filterQuery, pageQuery };
}
