import { describe, expect, it } from 'vitest';
import { DIARY_MAX_PAGES, diaryPagesOf, nextDiaryPageHref } from './diary-paging';

const pagesOf = (query: string) => diaryPagesOf(new URLSearchParams(query));

describe('diaryPagesOf', () => {
  it('reads the page count from the query', () => {
    expect(pagesOf('')).toBe(1);
    expect(pagesOf('page=1')).toBe(1);
    expect(pagesOf('page=3')).toBe(3);
  });

  it('reads anything that is not a whole number from 1 as the first page', () => {
    for (const query of ['page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=', 'page=1e3', 'page=99999'])
      expect(pagesOf(query), query).toBe(1);
  });

  it('caps the count at what one API call can hold', () => {
    expect(DIARY_MAX_PAGES).toBe(41);
    expect(pagesOf('page=9999')).toBe(DIARY_MAX_PAGES);
  });

  it('links to the next page', () => {
    expect(nextDiaryPageHref(1)).toBe('/dev-diary?page=2');
  });
});
