/**
 * For the tests of the slot queues (bounded-slots, write-slots): whether `promise` has settled once
 * the event loop had a turn, which tells a slot taken from a place still waiting in line.
 */
export const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};
