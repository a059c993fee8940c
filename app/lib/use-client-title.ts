import { useEffect } from 'react';

/**
 * Names the tab after a client-side move: a route's `meta` has no server data to name it from
 * then (its clientLoader does not wait for the server), so the screen does once its query has the
 * data. The <title> is the element React Router rendered: its text is put back on the way out.
 * `undefined` leaves the title to `meta`.
 */
export function useClientTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
