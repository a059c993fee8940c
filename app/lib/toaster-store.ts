/**
 * Whether the page needs its toast area yet. The toast library is loaded only once something is
 * about to be announced (a public page rarely toasts), so public pages do not carry it up front.
 */
let wanted = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
const listeners = new Set<() => void>();

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = () => wanted;

/** Asks the root to mount the toast area; resolves once it listens for toasts. */
export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Called by the toast area once mounted: a toast sent before that would be lost. */
export function toasterMounted() {
  markReady();
}
