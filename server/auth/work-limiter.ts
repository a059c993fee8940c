import { HttpError } from '../core/errors';

/** The work queue is full: answered 503, with Retry-After set by the auth plugin. */
export class WorkQueueFullError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'The server is busy. Please try again in a moment.');
  }
}

/** At most `concurrency` tasks at once and `maxQueued` waiting; past that a task is refused, not piled up. */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
    private readonly retryAfterSeconds = 2,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
    if (!Number.isInteger(maxQueued) || maxQueued < 0) throw new Error('maxQueued must be 0 or more');
  }

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueued)
      return Promise.reject(new WorkQueueFullError(this.retryAfterSeconds));
    // The slot passes straight from the task that ends to the next one: `running` stays counted.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
