import { describe, expect, it } from 'vitest';
import { onlyParamsChanged } from './search-only-change';

const url = (path: string) => new URL(path, 'http://site.test');

describe('onlyParamsChanged', () => {
  it('is true when only the named parameters differ', () => {
    expect(onlyParamsChanged(url('/fighter/3'), url('/fighter/3?ability=2'), ['ability'])).toBe(true);
    expect(
      onlyParamsChanged(url('/support?q=a&x=1'), url('/support?x=1&category=General'), ['q', 'category']),
    ).toBe(true);
  });

  it('is false when the path or another parameter changes', () => {
    expect(onlyParamsChanged(url('/fighter/3'), url('/fighter/4?ability=2'), ['ability'])).toBe(false);
    expect(onlyParamsChanged(url('/support?q=a'), url('/support?q=a&page=2'), ['q'])).toBe(false);
  });
});
