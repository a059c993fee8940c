import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TOPICS } from '../../contracts/newsletter-topics';
import { topicBit, topicsMask, topicsOfMask } from './subscriber-topics';

describe('the stored bitmask of topics', () => {
  it('gives each topic its own bit, in the order of the list', () => {
    expect(NEWSLETTER_TOPICS.map(topicBit)).toEqual([1, 2, 4]);
  });

  it('is 7 for every topic, the default of migration 036', () => {
    expect(topicsMask(NEWSLETTER_TOPICS)).toBe(7);
  });

  it('reads back the topics written, in the list order, whatever order they came in', () => {
    expect(topicsOfMask(topicsMask(['events', 'patch-notes']))).toEqual(['patch-notes', 'events']);
    expect(topicsOfMask(0)).toEqual([]);
    // PostgreSQL's driver may hand an integer over as text.
    expect(topicsOfMask('6' as unknown as number)).toEqual(['news', 'events']);
  });
});
