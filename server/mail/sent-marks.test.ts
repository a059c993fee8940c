import { describe, expect, it } from 'vitest';
import { groupedSentMarks } from './sent-marks';

describe('groupedSentMarks', () => {
  it('writes the marks of a turn together, and the marks arriving meanwhile in the next write', async () => {
    const writes: number[][] = [];
    let finishWrite!: () => void;
    const mark = groupedSentMarks(async (ids) => {
      writes.push(ids);
      await new Promise<void>((resolve) => (finishWrite = resolve));
    });
    const first = [mark(1), mark(5)];
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 5]]);
    const later = [mark(2), mark(3), mark(4)];
    expect(writes).toEqual([[1, 5]]);
    finishWrite();
    await Promise.all(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([
      [1, 5],
      [2, 3, 4],
    ]);
    finishWrite();
    await Promise.all(later);
  });

  it('fails the marks of a write that failed, and goes on with the next ones', async () => {
    let fail = true;
    const mark = groupedSentMarks(async () => {
      if (fail) throw new Error('database gone');
    });
    await expect(mark(1)).rejects.toThrow('database gone');
    fail = false;
    await expect(mark(2)).resolves.toBeUndefined();
  });
});
