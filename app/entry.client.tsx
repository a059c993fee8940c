import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInTurns } from '~/lib/hydrate-in-turn';

/**
 * HydratedRouter makes the router during its first render: it decodes the server's loader data,
 * throwing the decoding's promise until that has settled, then builds the router, then runs its
 * hooks. React waits for the promise at the root; Preact, the browser's React in production
 * (decision 0021), has no boundary above the document and would be left half-way through
 * hydration. So both steps run here, outside any render.
 */
async function serverDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (typeof (thrown as Promise<unknown> | null)?.then !== 'function') throw thrown;
    await (thrown as Promise<unknown>);
  }
}

/**
 * Once the data is decoded, the same call builds the router and stops at the first hook, which
 * needs a render: that error is expected and dropped (were the router itself to fail, the render
 * that follows would throw the same error). Building it in a task of its own takes a third off the
 * longest task of a page's start. Not under `npm run dev`, where React, which hydrates in slices
 * anyway, would report the hook called outside a component.
 */
function routerBuilt(): void {
  if (!import.meta.env.PROD) return;
  try {
    HydratedRouter({});
  } catch {
    // The hook's error: the router exists now.
  }
}

/**
 * Evaluating the page's modules, decoding its data, building the router and hydrating its frame
 * are a task each: on a phone, together they would hold the main thread for over 100 ms.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(serverDataDecoded)
  .then(nextTask)
  .then(routerBuilt)
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateInTurns();
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
