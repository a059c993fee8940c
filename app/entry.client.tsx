import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React hydrates inside a transition in slices of a few milliseconds, and replays the clicks and
// keys that arrive meanwhile once the part they landed on has hydrated.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
