/**
 * Moves one item a step up (-1) or down (+1) by swapping it with its neighbour, then renumbers
 * every order 1..n (docs/back-office-screens.md §4). Null when the item is already at that end.
 */
export function moveAndRenumber<T extends { id: number; order: number }>(
  items: readonly T[],
  index: number,
  direction: -1 | 1,
): T[] | null {
  const target = index + direction;
  const moving = items[index];
  const neighbour = items[target];
  if (!moving || !neighbour) return null;
  const next = [...items];
  next[index] = neighbour;
  next[target] = moving;
  return next.map((item, position) => ({ ...item, order: position + 1 }));
}

/** The body of PUT /api/{faqs,chapters}/reorder. */
export function reorderBody(items: readonly { id: number; order: number }[]) {
  return { items: items.map(({ id, order }) => ({ id, order })) };
}
