import { describe, expect, it } from 'vitest';
import { hasUntranslated, isUntranslated, statusOfFields } from './translation-status';

const status = (missing: string[], outdated: string[] = []) => ({ locale: 'fr', missing, outdated });

describe('what a page in another locale shows untranslated', () => {
  it('counts missing fields only: an outdated translation is still a translation', () => {
    expect(hasUntranslated([{ translation: status([], ['bio']) }])).toBe(false);
    expect(hasUntranslated([{ translation: status([]) }, { translation: status(['bio']) }])).toBe(true);
    expect(isUntranslated({ translation: status(['bio'], ['role']) }, 'role')).toBe(false);
    expect(isUntranslated({ translation: status(['bio']) }, 'bio')).toBe(true);
  });

  it('finds nothing untranslated in rows read in the default locale, or in no rows yet', () => {
    expect(hasUntranslated([{}, {}])).toBe(false);
    expect(hasUntranslated(undefined)).toBe(false);
    expect(isUntranslated({}, 'role')).toBe(false);
  });

  it('narrows a status to the fields a view shows', () => {
    expect(statusOfFields(status(['bio', 'role'], ['bio']), ['role'])).toEqual(status(['role']));
    expect(hasUntranslated([{ translation: statusOfFields(status(['bio']), ['role']) }])).toBe(false);
    // A list of posts shows their titles and excerpts: an untranslated content is not on it.
    const posts = [{ translation: status(['content']) }, { translation: status([]) }];
    expect(hasUntranslated(posts, ['title', 'excerpt'])).toBe(false);
    expect(hasUntranslated(posts)).toBe(true);
  });
});
