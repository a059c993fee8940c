import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

describe('rovingIndex', () => {
  it('moves tabs with left and right, wrapping, and jumps with Home and End', () => {
    expect(rovingIndex('ArrowRight', 0, 4, 'horizontal')).toBe(1);
    expect(rovingIndex('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(rovingIndex('Home', 2, 4, 'horizontal')).toBe(0);
    expect(rovingIndex('End', 0, 4, 'horizontal')).toBe(3);
    expect(rovingIndex('ArrowDown', 1, 4, 'horizontal')).toBeNull();
  });

  it('moves a stacked list with up and down, wrapping, and leaves other keys alone', () => {
    expect(rovingIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 1, 3, 'vertical')).toBeNull();
    expect(rovingIndex('Enter', 1, 3, 'vertical')).toBeNull();
  });
});
