import { describe, expect, it } from 'vitest';
import { fairTurns } from './fair-turns';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the CPU a request's rendering would take
  }
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Fair turns of `sliceMs`, and the order in which the requests they let in started: `arrive` sends a
 * request named `name` that, once let in, is logged and then does its `work`.
 */
function loggedTurns(sliceMs: number) {
  const admit = fairTurns({ sliceMs });
  const order: string[] = [];
  const arrive = (name: string, work?: () => void) =>
    admit(() => {
      order.push(name);
      work?.();
    });
  return { order, arrive };
}

describe('fair turns', () => {
  it('lets a request in at once while the turn has time left', async () => {
    const { order, arrive } = loggedTurns(50);
    arrive('a');
    arrive('b');
    expect(order).toEqual(['a', 'b']);
    await nextTurn();
  });

  it('queues the requests that arrive once the turn is spent, and lets them in first come, first served', async () => {
    const { order, arrive } = loggedTurns(1);
    arrive('a', () => busyFor(3));
    arrive('b');
    arrive('c');
    expect(order).toEqual(['a']);
    await nextTurn();
    await nextTurn();
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('hands the event loop back between turns, so timers and I/O run before the queue is done', async () => {
    const admit = fairTurns({ sliceMs: 1 });
    const order: string[] = [];
    admit(() => busyFor(2));
    for (let i = 0; i < 10; i++) {
      admit(() => {
        order.push(`request ${i}`);
        busyFor(2);
      });
    }
    setTimeout(() => order.push('timer'), 0);
    while (order.filter((entry) => entry.startsWith('request')).length < 10) await nextTurn();
    // The timer runs while requests still wait (first or between two: a busy machine can make
    // it due before the first queued turn), never only once the queue is done.
    const timer = order.indexOf('timer');
    expect(timer).toBeGreaterThanOrEqual(0);
    expect(timer).toBeLessThan(order.length - 1);
    expect(order.filter((entry) => entry !== 'timer')).toEqual(
      Array.from({ length: 10 }, (_, i) => `request ${i}`),
    );
  });

  it('counts the work a request leaves to microtasks against the turn', async () => {
    const { order, arrive } = loggedTurns(1);
    arrive('a', () => queueMicrotask(() => busyFor(3)));
    arrive('b');
    // 'b' came while 'a' had time left, so it was let in; the next one finds the turn spent.
    await Promise.resolve();
    await Promise.resolve();
    arrive('c');
    expect(order).toEqual(['a', 'b']);
    await nextTurn();
    await nextTurn();
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('lets one request in per turn when the slice is nothing, rather than none', async () => {
    const { order, arrive } = loggedTurns(0);
    for (const name of ['a', 'b', 'c']) arrive(name);
    // The first finds the loop idle; each turn after it lets one more in.
    expect(order).toEqual(['a']);
    await nextTurn();
    expect(order).toEqual(['a', 'b']);
    await nextTurn();
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
