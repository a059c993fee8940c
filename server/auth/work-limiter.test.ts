import { describe, expect, it } from 'vitest';
import { WorkLimiter, WorkQueueFullError } from './work-limiter';

/** A task that finishes only when the test says so. */
function gate<T>(value: T) {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = () => resolve(value);
    fail = reject;
  });
  return { promise, open, fail, task: () => promise };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkLimiter', () => {
  it('runs at most N tasks at once and starts the waiting ones as others end', async () => {
    const limiter = new WorkLimiter(2, 10);
    const gates = [gate(1), gate(2), gate(3), gate(4)];
    let started = 0;
    const results = gates.map((g) =>
      limiter.run(() => {
        started += 1;
        return g.promise;
      }),
    );
    await settle();
    expect(started).toBe(2);
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(2);

    gates[0]!.open();
    await settle();
    expect(started).toBe(3);
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(1);

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(limiter.active).toBe(0);
    expect(limiter.queued).toBe(0);
  });

  it('refuses a task at once when the queue is full, and accepts again once there is room', async () => {
    const limiter = new WorkLimiter(1, 1);
    const running = gate('a');
    const waiting = gate('b');
    const first = limiter.run(running.task);
    const second = limiter.run(waiting.task);
    let ran = false;
    const refused = limiter.run(async () => {
      ran = true;
      return 'c';
    });
    await expect(refused).rejects.toBeInstanceOf(WorkQueueFullError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 2 });
    expect(ran).toBe(false);

    running.open();
    waiting.open();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(await limiter.run(async () => 'd')).toBe('d');
  });

  it('releases the slot of a task that fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    const failing = gate('never');
    const first = limiter.run(failing.task);
    await expect(limiter.run(async () => 'x')).rejects.toBeInstanceOf(WorkQueueFullError);
    failing.fail(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    expect(limiter.active).toBe(0);
    expect(await limiter.run(async () => 'after')).toBe('after');
    // A task that throws synchronously releases its slot too.
    await expect(
      limiter.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(limiter.active).toBe(0);
  });
});
