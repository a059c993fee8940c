import { describe, expect, it } from 'vitest';
import { movedItems, nothingMoved } from './moved-items';

const list = (...names: string[]) => names.map((name) => ({ name }));
const asObject = (moves: Map<number, number>) => Object.fromEntries(moves);

describe('movedItems', () => {
  it('keeps each item in place when the list is saved unchanged', () => {
    const moves = movedItems(list('A', 'B', 'C'), list('A', 'B', 'C'));
    expect(asObject(moves)).toEqual({ 0: 0, 1: 1, 2: 2 });
    expect(nothingMoved(moves, 3)).toBe(true);
  });

  it('follows a reorder by name', () => {
    const moves = movedItems(list('A', 'B', 'C'), list('C', 'A', 'B'));
    expect(asObject(moves)).toEqual({ 2: 0, 0: 1, 1: 2 });
    expect(nothingMoved(moves, 3)).toBe(false);
  });

  it('drops a removed item and moves the ones after it up', () => {
    const moves = movedItems(list('A', 'B', 'C'), list('A', 'C'));
    expect(asObject(moves)).toEqual({ 0: 0, 2: 1 });
    expect(nothingMoved(moves, 3)).toBe(false);
  });

  it('keeps an item renamed where it stood when the list kept its length', () => {
    expect(asObject(movedItems(list('A', 'B', 'C'), list('A', 'Beta', 'C')))).toEqual({ 0: 0, 1: 1, 2: 2 });
  });

  it('gives nothing to an added item, nor to a renamed one when another was removed', () => {
    expect(asObject(movedItems(list('A', 'B'), list('A', 'B', 'D')))).toEqual({ 0: 0, 1: 1 });
    expect(asObject(movedItems(list('A', 'B', 'C'), list('A', 'Gamma')))).toEqual({ 0: 0 });
  });

  it('matches items of the same name one to one, in order', () => {
    expect(asObject(movedItems(list('A', 'A', 'B'), list('B', 'A', 'A')))).toEqual({ 2: 0, 0: 1, 1: 2 });
  });
});
