import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowMapping } from './row-mapping';

const contract = z.object({
  id: z.number(),
  videoSrc: z.string(),
  order: z.number(),
  isActive: z.boolean(),
  extras: z.array(z.string()),
});

type Row = {
  id: number;
  video_src: string;
  sort_order: number;
  is_active: number;
  password_hash: string;
};

const rows = rowMapping<Row>()(contract, {
  flags: ['is_active'],
  rename: { sort_order: 'order' },
  besides: ['extras'],
});

const row: Row = { id: 7, video_src: '/v.mp4', sort_order: 3, is_active: 1, password_hash: 'secret' };

describe('rowMapping', () => {
  it('reads the contract fields from their columns, flags as booleans', () => {
    expect(rows.read(row)).toEqual({ id: 7, videoSrc: '/v.mp4', order: 3, isActive: true });
    expect(rows.read({ ...row, is_active: 0 }).isActive).toBe(false);
  });

  it('never copies a column the contract does not name', () => {
    expect(Object.keys(rows.read(row))).not.toContain('passwordHash');
    expect(JSON.stringify(rows.read(row))).not.toContain('secret');
  });

  it('writes the fields given as columns, flags as 0/1, skipping undefined and unknown fields', () => {
    const values = { videoSrc: '/w.mp4', isActive: false, order: undefined, extras: ['x'], other: 1 };
    expect(rows.write(values)).toEqual({ video_src: '/w.mp4', is_active: 0 });
    expect(rows.write({ order: 2, isActive: true })).toEqual({ sort_order: 2, is_active: 1 });
  });
});
