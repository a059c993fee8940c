import { describe, expect, it } from 'vitest';
import { sendPacer } from './send-pacing';

describe('sendPacer', () => {
  it('starts with a few mails in flight, one more with each accepted, and again after being idle', () => {
    const pacer = sendPacer({ concurrency: 8, ratePerSecond: 0 });
    expect(pacer.window).toBe(4);
    pacer.accepted();
    expect(pacer.window).toBe(5);
    for (let i = 0; i < 10; i++) pacer.accepted();
    expect(pacer.window).toBe(8);
    pacer.idle();
    expect(pacer.window).toBe(4);
    expect(sendPacer({ concurrency: 2, ratePerSecond: 0 }).window).toBe(2);
  });

  it('halves the mails in flight on throttling and widens them again one at a time', () => {
    const pacer = sendPacer({ concurrency: 8, ratePerSecond: 0 });
    for (let i = 0; i < 4; i++) pacer.accepted();
    expect(pacer.window).toBe(8);
    pacer.throttled();
    expect(pacer.window).toBe(4);
    expect(pacer.pauseMs).toBe(1_000);
    pacer.throttled();
    expect(pacer.window).toBe(2);
    expect(pacer.pauseMs).toBe(2_000);
    // A whole window accepted in a row widens it by one and ends the pauses' doubling.
    pacer.accepted();
    expect(pacer.window).toBe(2);
    pacer.accepted();
    expect(pacer.window).toBe(3);
    expect(pacer.pauseMs).toBe(0);
    for (let i = 0; i < 100; i++) pacer.accepted();
    expect(pacer.window).toBe(8);
    // Idle during a pause: the pause's window stays.
    pacer.throttled();
    pacer.idle();
    expect(pacer.window).toBe(4);
  });

  it('never goes below one mail in flight, nor pauses longer than a minute', () => {
    const pacer = sendPacer({ concurrency: 2, ratePerSecond: 0 });
    for (let i = 0; i < 20; i++) pacer.throttled();
    expect(pacer.window).toBe(1);
    expect(pacer.pauseMs).toBe(60_000);
  });

  it('waits out a pause before the next mail starts', async () => {
    const pacer = sendPacer({ concurrency: 2, ratePerSecond: 0 });
    pacer.throttled();
    const started = Date.now();
    await pacer.acquire(() => false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('draws the allowance a twentieth of a second at a time and spends one token a mail', async () => {
    const draws: number[] = [];
    let left = 25;
    const pacer = sendPacer({
      concurrency: 4,
      ratePerSecond: 200,
      draw: async (wanted) => {
        draws.push(wanted);
        const granted = Math.min(wanted, left);
        left -= granted;
        return granted;
      },
    });
    for (let i = 0; i < 25; i++) await pacer.acquire(() => false);
    expect(draws).toEqual([10, 10, 10]);
    let stopped = false;
    const waiting = pacer.acquire(() => stopped);
    await new Promise((resolve) => setTimeout(resolve, 30));
    stopped = true;
    await waiting;
    // An empty bucket is asked again a mail's time later (5 ms at 200/s), not in a busy loop.
    expect(draws.length).toBeGreaterThan(3);
    expect(draws.length).toBeLessThan(12);
  });
});
