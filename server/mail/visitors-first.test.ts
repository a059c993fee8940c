import { afterEach, describe, expect, it } from 'vitest';
import { visitorsFirst } from './visitors-first';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds the event loop, as a flood of visitors' requests does. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('visitorsFirst', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('drops to one mail in flight while visitors keep the loop busy, and grows back once they stop', async () => {
    const visitors = visitorsFirst(64);
    stop = visitors.stop;
    expect(visitors.limit).toBe(64);
    visitors.request();
    busyFor(150);
    await tick(5);
    expect(visitors.limit).toBe(1);
    // No request since: one more every tenth of a second, never faster (a loaded machine may
    // fire the looks late, so only the lower bound of the time is held).
    const quiet = performance.now();
    while (visitors.limit < 3 && performance.now() - quiet < 5_000) await tick(10);
    expect(visitors.limit).toBe(3);
    expect(performance.now() - quiet).toBeGreaterThanOrEqual(150);
  });

  it('leaves a busy loop with no visitor to the mail', async () => {
    const visitors = visitorsFirst(8);
    stop = visitors.stop;
    busyFor(150);
    await tick(5);
    expect(visitors.limit).toBe(8);
  });
});
