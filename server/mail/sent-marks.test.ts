import { describe, expect, it } from 'vitest';
import { groupedSentMarks } from './sent-marks';

describe('groupedSentMarks', () => {
  it('writes a lone mark at once and the marks arriving meanwhile together in the next write', async () => {
    const writes: number[][] = [];
    let finishWrite!: () => void;
    const mark = groupedSentMarks(async (ids) => {
      writes.push(ids);
      await new Promise<void>((resolve) => (finishWrite = resolve));
    });
    const first = mark(1);
    expect(writes).toEqual([[1]]);
    const later = [mark(2), mark(3), mark(4)];
    expect(writes).toEqual([[1]]);
    finishWrite();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1], [2, 3, 4]]);
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
