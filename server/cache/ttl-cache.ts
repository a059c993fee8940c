export interface TtlCacheOptions<V> {
  /** How long a stored value is fresh. */
  ttlMs: number;
  /** Beyond this, the least recently used value makes room. */
  maxEntries: number;
  /** How long past its lifetime a value may still be looked up, flagged stale (0 by default). */
  staleMs?: number;
  /**
   * Shortens each lifetime by up to this fraction, at random, so values filled together (after a
   * write, or at start) expire apart instead of all being refilled in the same instant.
   */
  jitter?: number;
  /**
   * Whether a filled value is kept; one that is not is still handed to its callers, and replaces
   * the key's old value with nothing (a page that now renders as an error is not served stale).
   */
  keep?: (value: V) => boolean;
}

interface Entry<V> {
  value: V;
  expires: number;
}

/**
 * The one in-memory cache of the server: values kept for a lifetime, the least recently used
 * evicted first, concurrent misses of a key sharing one fill, and a generation that `clear` bumps
 * (on a staff write) so that a fill started before the write is handed to its callers but not
 * stored: its data may predate the write. A fill that fails is not stored either.
 */
export class TtlCache<K, V> {
  readonly #options: Required<TtlCacheOptions<V>>;
  readonly #entries = new Map<K, Entry<V>>();
  #fills = new Map<K, Promise<V>>();
  #generation = 0;

  constructor(options: TtlCacheOptions<V>) {
    this.#options = { staleMs: 0, jitter: 0, keep: () => true, ...options };
  }

  get size() {
    return this.#entries.size;
  }

  /** A fresh value, or one past its lifetime but within `staleMs`, flagged stale. */
  lookup(key: K): { value: V; stale: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    const now = Date.now();
    if (entry.expires >= now) {
      // Used again: it moves to the back of the eviction order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return { value: entry.value, stale: false };
    }
    if (entry.expires + this.#options.staleMs >= now) return { value: entry.value, stale: true };
    this.#entries.delete(key);
    return undefined;
  }

  /** The fresh value of `key`, if there is one. */
  get(key: K): V | undefined {
    const found = this.lookup(key);
    return found && !found.stale ? found.value : undefined;
  }

  /** The fresh value of `key`, or else its fill. */
  read(key: K, load: () => Promise<V>): Promise<V> {
    const found = this.lookup(key);
    return found && !found.stale ? Promise.resolve(found.value) : this.fill(key, load);
  }

  /** Loads `key` and stores the value, once for all concurrent callers of that key. */
  fill(key: K, load: () => Promise<V>): Promise<V> {
    const running = this.#fills.get(key);
    if (running) return running;
    const fills = this.#fills;
    const generation = this.#generation;
    const fill = load().then((value) => {
      if (generation !== this.#generation) return value;
      if (this.#options.keep(value)) this.#store(key, value);
      else this.#entries.delete(key);
      return value;
    });
    fills.set(key, fill);
    const done = () => {
      if (fills.get(key) === fill) fills.delete(key);
    };
    fill.then(done, done);
    return fill;
  }

  /** Whether a fill of `key` is running. */
  filling(key: K): boolean {
    return this.#fills.has(key);
  }

  /**
   * Forgets every value, and every running fill: those finish for their callers but store
   * nothing, and the next miss starts a fill of its own rather than joining one from before.
   */
  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#fills = new Map();
  }

  #store(key: K, value: V) {
    const { ttlMs, jitter, maxEntries } = this.#options;
    this.#entries.delete(key);
    if (this.#entries.size >= maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, expires: Date.now() + ttlMs * (1 - jitter * Math.random()) });
  }
}
