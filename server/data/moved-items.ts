/**
 * Where the items of a list went when it was saved as a whole (a fighter's abilities): old
 * position → new position, so what is filed by position (their translations) can follow them.
 * An item keeps its identity by name first, which covers a reorder and a removal; when the list
 * kept its length, an item renamed where it stood is still that item. An old item with no match
 * is gone, and a new one starts with nothing.
 */
export function movedItems(
  before: readonly { name: string }[],
  after: readonly { name: string }[],
): Map<number, number> {
  const moves = new Map<number, number>();
  const matched = new Set<number>();
  after.forEach((item, to) => {
    const from = before.findIndex((old, index) => old.name === item.name && !moves.has(index));
    if (from < 0) return;
    moves.set(from, to);
    matched.add(to);
  });
  if (before.length === after.length)
    after.forEach((_, to) => {
      if (!matched.has(to) && !moves.has(to)) moves.set(to, to);
    });
  return moves;
}

/** Whether every item stayed where it was: nothing filed by position needs to move. */
export const nothingMoved = (moves: Map<number, number>, before: number) =>
  moves.size === before && [...moves].every(([from, to]) => from === to);
