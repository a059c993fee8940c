import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInTurns } from '~/lib/hydrate-in-turn';

/**
 * The router suspends (throws a promise) on its first render until it has decoded the server's
 * loader data. React waits for that at the root. Preact, the browser's React (decision 0021), has
 * no boundary above the document and would be left half-way through hydration. So the decoding
 * starts here, outside any render: the router throws the same promise before it runs a hook, and
 * hydration begins once it has settled.
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
 * Evaluating the page's modules, decoding its data and hydrating its frame are a task each: on a
 * phone, together they would hold the main thread for over 100 ms.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(serverDataDecoded)
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
