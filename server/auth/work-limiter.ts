import { type BoundedSlots, boundedSlots } from '../core/bounded-slots';
import { HttpError } from '../core/errors';

/** The work queue is full: answered 503, with Retry-After set by the auth plugin. */
export class WorkQueueFullError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'The server is busy. Please try again in a moment.');
  }
}

/** At most `concurrency` tasks at once and `maxQueued` waiting; past that a task is refused, not piled up. */
export class WorkLimiter {
  private readonly slots: BoundedSlots;

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
    private readonly retryAfterSeconds = 2,
  ) {
    this.slots = boundedSlots(concurrency, maxQueued);
  }

  get active() {
    return this.slots.inUse;
  }

  get queued() {
    return this.slots.waiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const ticket = this.slots.take();
    if (!ticket) throw new WorkQueueFullError(this.retryAfterSeconds);
    await ticket.turn;
    try {
      return await task();
    } finally {
      ticket.release();
    }
  }
}
