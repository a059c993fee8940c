/** Which pair of arrow keys steps through a set: left/right for tabs, up/down for a stacked list. */
export type RovingAxis = 'horizontal' | 'vertical';

const STEP_KEYS = { horizontal: ['ArrowLeft', 'ArrowRight'], vertical: ['ArrowUp', 'ArrowDown'] } as const;

/**
 * Where the arrow keys (wrapping at both ends), Home and End move the focus among `count` items
 * (WAI-ARIA tabs and accordion); null for any other key, which the browser keeps.
 */
export function rovingIndex(key: string, index: number, count: number, axis: RovingAxis): number | null {
  const [back, forward] = STEP_KEYS[axis];
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
