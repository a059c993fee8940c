import { type RefObject, useEffect } from 'react';

/**
 * A field of the server's page can be typed in before the app has started; React keeps that text
 * in the field but not in the component's state. Once, when the app starts, this hands what the
 * field holds to `take` if it differs from `current`, so state and field agree again.
 */
export function useTypedBeforeStart(
  field: RefObject<HTMLInputElement | null>,
  current: string,
  take: (typed: string) => void,
) {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== current) take(typed);
    // Once, when the app starts: later changes go through the field's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
