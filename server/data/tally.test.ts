import { describe, expect, it } from 'vitest';
import { tally } from './tally';

describe('tally', () => {
  it('counts every key, zero where no row has it, from counts given as numbers or text', () => {
    const groups = [
      { key: 'new', count: 2 },
      { key: 'closed', count: '3' },
    ];
    expect(tally(['new', 'resolved', 'closed'], groups)).toEqual({
      total: 5,
      by: { new: 2, resolved: 0, closed: 3 },
    });
  });

  it('keeps a key it does not know in the total only', () => {
    expect(tally(['user'], [{ key: 'ghost', count: 4 }])).toEqual({ total: 4, by: { user: 0 } });
  });
});
