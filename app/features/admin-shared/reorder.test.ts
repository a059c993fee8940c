import { describe, expect, it } from 'vitest';
import { moveAndRenumber, reorderBody } from './reorder';

const list = [
  { id: 7, order: 3, title: 'a' },
  { id: 2, order: 5, title: 'b' },
  { id: 9, order: 9, title: 'c' },
];

describe('moveAndRenumber', () => {
  it('swaps with the neighbour and renumbers 1..n', () => {
    expect(moveAndRenumber(list, 2, -1)).toEqual([
      { id: 7, order: 1, title: 'a' },
      { id: 9, order: 2, title: 'c' },
      { id: 2, order: 3, title: 'b' },
    ]);
    expect(moveAndRenumber(list, 0, 1)?.map((item) => item.id)).toEqual([2, 7, 9]);
  });

  it('refuses to move past either end', () => {
    expect(moveAndRenumber(list, 0, -1)).toBeNull();
    expect(moveAndRenumber(list, 2, 1)).toBeNull();
  });

  it('leaves the input untouched', () => {
    moveAndRenumber(list, 1, 1);
    expect(list.map((item) => item.order)).toEqual([3, 5, 9]);
  });
});

describe('reorderBody', () => {
  it('sends only ids and orders', () => {
    expect(reorderBody(list)).toEqual({
      items: [
        { id: 7, order: 3 },
        { id: 2, order: 5 },
        { id: 9, order: 9 },
      ],
    });
  });
});
