import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';

const enabledButtons = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));

/**
 * One Tab stop for a whole toolbar (WAI-ARIA toolbar pattern): the arrow keys, Home and End move
 * between its buttons. The tabindex is kept on the DOM rather than in props because buttons come
 * and go (the table buttons) and get disabled (Undo) between renders.
 */
export function useRovingFocus(rootRef: RefObject<HTMLElement | null>) {
  const current = useRef(0);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const buttons = enabledButtons(root);
    const active = Math.min(current.current, buttons.length - 1);
    for (const button of root.querySelectorAll('button')) button.tabIndex = -1;
    if (buttons[active]) buttons[active].tabIndex = 0;
  });

  function move(to: HTMLButtonElement, buttons: HTMLButtonElement[]) {
    for (const button of buttons) button.tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
  }

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const root = rootRef.current;
      if (!root) return;
      const buttons = enabledButtons(root);
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (at < 0) return;
      const next = {
        ArrowRight: (at + 1) % buttons.length,
        ArrowLeft: (at - 1 + buttons.length) % buttons.length,
        Home: 0,
        End: buttons.length - 1,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      current.current = next;
      move(buttons[next]!, buttons);
    },
    onFocus(event: { target: EventTarget }) {
      const root = rootRef.current;
      if (!root) return;
      const at = enabledButtons(root).indexOf(event.target as HTMLButtonElement);
      if (at >= 0) current.current = at;
    },
  };
}
