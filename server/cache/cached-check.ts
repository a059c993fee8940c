/**
 * A check whose answer is kept for `ttlMs`: the mail server gets one connection per half minute,
 * however often the probe asks. A failure is kept too, so a dead server is not dialled per probe.
 */
export function cachedCheck(check: () => Promise<void>, ttlMs: number): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > ttlMs) {
      const outcome = check();
      outcome.catch(() => undefined);
      last = { at: now, outcome };
    }
    return last.outcome;
  };
}
