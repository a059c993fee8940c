import { PerformanceObserver, constants } from 'node:perf_hooks';

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/**
 * The longest garbage-collection pause of this process since the last reset, and its kind: set
 * beside the event loop's longest delay, it tells a stall of the collector from one of our code.
 */
export function watchGcPauses() {
  let longest = { ms: 0, kind: '' };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= longest.ms) continue;
      // Node's gc entries carry their kind in `detail` (Node 16+); the DOM typing does not know it.
      const detail = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail;
      longest = { ms: entry.duration, kind: KINDS[detail?.kind ?? -1] ?? 'other' };
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    reset: () => {
      longest = { ms: 0, kind: '' };
    },
    /** `12 (scavenge)`, or `0` when nothing was collected. */
    longest: () => (longest.ms ? `${Math.round(longest.ms)} (${longest.kind})` : '0'),
    stop: () => observer.disconnect(),
  };
}
