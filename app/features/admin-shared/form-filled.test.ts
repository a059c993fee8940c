import { describe, expect, it } from 'vitest';
import { allFilled } from './form-filled';

describe('allFilled', () => {
  it('is true once every text holds more than spaces', () => {
    expect(allFilled(['Awakening', ' a '])).toBe(true);
  });

  it('is false while a text is empty, only spaces, or not there yet', () => {
    expect(allFilled(['Awakening', ''])).toBe(false);
    expect(allFilled(['  \n', 'text'])).toBe(false);
    expect(allFilled([undefined, 'text'])).toBe(false);
  });
});
