import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createWriteSlots } from './write-slots';
import { settled } from '../core/test-settled';

/** A reply whose raw response can be finished or closed by the test. */
const fakeReply = () => {
  const raw = new EventEmitter();
  return {
    reply: { raw } as unknown as FastifyReply,
    finish: () => raw.emit('finish'),
    close: () => raw.emit('close'),
  };
};

describe('write slots', () => {
  it('lets writes in up to the number of slots, then queues them first come first served', async () => {
    const slots = createWriteSlots(2);
    const [a, b, c, d] = [fakeReply(), fakeReply(), fakeReply(), fakeReply()];
    expect(await settled(slots.take(a.reply))).toBe(true);
    expect(await settled(slots.take(b.reply))).toBe(true);
    const third = slots.take(c.reply);
    const fourth = slots.take(d.reply);
    expect(await settled(third)).toBe(false);
    expect(slots.waiting).toBe(2);

    b.finish();
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    expect(slots.inUse).toBe(2);

    // 'close' after 'finish' gives nothing back twice.
    b.close();
    expect(await settled(fourth)).toBe(false);
    a.close();
    expect(await settled(fourth)).toBe(true);
    c.finish();
    d.finish();
    expect(slots.inUse).toBe(0);
  });

  it('drops a client that leaves while in line, without freeing a slot it never held', async () => {
    const slots = createWriteSlots(1);
    const [a, b, c] = [fakeReply(), fakeReply(), fakeReply()];
    await slots.take(a.reply);
    const gone = slots.take(b.reply);
    const next = slots.take(c.reply);
    b.close();
    // The request that left goes on (its handler sees a closed socket) but holds no slot.
    expect(await settled(gone)).toBe(true);
    expect(await settled(next)).toBe(false);
    expect(slots.inUse).toBe(1);
    expect(slots.waiting).toBe(1);
    a.finish();
    expect(await settled(next)).toBe(true);
    c.finish();
    expect(slots.inUse).toBe(0);
  });
});
