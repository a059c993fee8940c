import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Whether a move from `current` to `next` changes nothing but the given query parameters: a
 * choice a page keeps in its address (a selected tab, a filter) whose data is already there.
 * A route's `shouldRevalidate` answers false then, so the router does not reload its data.
 */
export function onlyParamsChanged(current: URL, next: URL, names: readonly string[]): boolean {
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of names) params.delete(name);
    params.sort();
    return `${url.pathname}?${params.toString()}`;
  };
  return rest(current) === rest(next);
}

/** A route's `shouldRevalidate` that keeps its data when only the given query parameters change. */
export function keepDataWhenOnly(names: readonly string[]) {
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    onlyParamsChanged(currentUrl, nextUrl, names) ? false : defaultShouldRevalidate;
}
