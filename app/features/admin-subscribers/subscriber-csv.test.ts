import { describe, expect, it } from 'vitest';
import { csvFileName } from './subscriber-csv';

describe('csvFileName', () => {
  it('carries the local date', () => {
    expect(csvFileName(new Date(2026, 10, 23, 12))).toBe('subscribers-2026-11-23.csv');
  });
});
