import { type ReactElement, Suspense } from 'react';

/**
 * Hydration in parts, each in a task of its own.
 *
 * The browser's renderer (Preact, decision 0021) hydrates a page in one go: on a mid-range phone
 * that is one task of 80–150 ms, and the page does not answer a tap meanwhile (Lighthouse counts
 * it as blocking time). A part wrapped in <HydrateInTurn> suspends once during the first hydration:
 * its server-rendered element stays as it is, and it is hydrated after the parts before it, each
 * after yielding to the browser. Parts mounted later (a client-side move) render at once, and the
 * server renders them as usual.
 *
 * A part must render exactly one element: that is what the renderer keeps while it waits.
 */

type Turn = { hydrated: boolean; promise: Promise<void> };

const turns = new Map<string, Turn>();
let firstHydration = false;
let lastTurn: Promise<void> = Promise.resolve();

/** One trip through the browser's task queue: input and painting get their chance. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/** Called by the browser entry just before it hydrates the document. */
export function hydrateInTurns() {
  firstHydration = true;
}

/**
 * Settles once every part of the first hydration has hydrated; parts that mount from now on render
 * at once. The app marks itself interactive then (app/root.tsx).
 */
export function everyPartHydrated(): Promise<void> {
  firstHydration = false;
  return lastTurn.then(nextTask);
}

function turnOf(name: string): Turn | undefined {
  const known = turns.get(name);
  if (known || !firstHydration) return known;
  const turn: Turn = { hydrated: false, promise: Promise.resolve() };
  turn.promise = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.hydrated = true;
  });
  turns.set(name, turn);
  return turn;
}

function Part({ name, children }: { name: string; children: ReactElement }) {
  const turn = turnOf(name);
  if (turn && !turn.hydrated) throw turn.promise;
  return children;
}

/** `name` tells the parts of one page apart; `children` is one element. */
export function HydrateInTurn({ name, children }: { name: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Part name={name}>{children}</Part>
    </Suspense>
  );
}
