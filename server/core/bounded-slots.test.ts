import { describe, expect, it } from 'vitest';
import { boundedSlots } from './bounded-slots';
import { settled } from './test-settled';

describe('bounded slots', () => {
  it('holds up to the number of slots, lines up to the limit, then refuses', async () => {
    const slots = boundedSlots(2, 1);
    const a = slots.take()!;
    const b = slots.take()!;
    const c = slots.take()!;
    expect(await settled(a.turn)).toBe(true);
    expect(await settled(b.turn)).toBe(true);
    expect(await settled(c.turn)).toBe(false);
    expect(slots.take()).toBeUndefined();
    expect([slots.inUse, slots.waiting]).toEqual([2, 1]);

    // The slot passes straight to the one in line; a second release gives nothing back twice.
    a.release();
    a.release();
    expect(await settled(c.turn)).toBe(true);
    expect([slots.inUse, slots.waiting]).toEqual([2, 0]);
    b.release();
    c.release();
    expect(slots.inUse).toBe(0);
  });

  it('refuses at once without a line, and takes again once a slot is back', () => {
    const slots = boundedSlots(1);
    const held = slots.take()!;
    expect(slots.take()).toBeUndefined();
    held.release();
    expect(slots.take()).toBeDefined();
  });

  it('serves the line first come first served, and lets a ticket leave it without freeing a slot', async () => {
    const slots = boundedSlots(1, Infinity);
    const first = slots.take()!;
    const [gone, second, third] = [slots.take()!, slots.take()!, slots.take()!];
    gone.release();
    // Leaving ends the wait without a slot.
    expect(await settled(gone.turn)).toBe(true);
    expect([slots.inUse, slots.waiting]).toEqual([1, 2]);
    first.release();
    expect(await settled(second.turn)).toBe(true);
    expect(await settled(third.turn)).toBe(false);
    second.release();
    expect(await settled(third.turn)).toBe(true);
    third.release();
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
  });

  it('rejects sizes that make no sense', () => {
    expect(() => boundedSlots(0)).toThrow('slots must be at least 1');
    expect(() => boundedSlots(1, -1)).toThrow('maxWaiting must be 0 or more');
    expect(() => boundedSlots(1.5)).toThrow();
  });
});
