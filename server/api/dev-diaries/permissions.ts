import { type DevDiary, POST_TEXT_FIELDS, type PostTextField } from '../../../contracts/dev-diary';

// The rule itself lives in contracts/, where the back office reads it too.
export { canChangePost } from '../../../contracts/rules/post-permissions';

/**
 * The fields of a post an update may carry besides the two flags; an optional one left undefined
 * was not sent, and the stored value stays.
 */
export type PostContentFields = Pick<DevDiary, PostTextField | 'tags'> &
  Partial<Pick<DevDiary, 'authorId' | 'coverImage' | 'date'>>;

const sameText = (a: string, b: string) => a.trim() === b.trim();
const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag, i) => sameText(tag, b[i] ?? ''));
const sameInstant = (a: string, b: string) => a === b || Date.parse(a) === Date.parse(b);

/**
 * True when an update changes nothing but `published` and `featured`: the Publish and Feature
 * toggles, which any admin may use on any post. The client sends the whole post on a toggle, so
 * text is compared trimmed (the schema trims what it receives; stored text may not be).
 */
export function onlyFlagsDiffer(stored: DevDiary, next: PostContentFields): boolean {
  return (
    POST_TEXT_FIELDS.every((field) => sameText(stored[field], next[field])) &&
    (next.authorId === undefined || next.authorId === stored.authorId) &&
    sameTags(stored.tags, next.tags) &&
    (next.coverImage === undefined || next.coverImage === stored.coverImage) &&
    (next.date === undefined || sameInstant(stored.date, next.date))
  );
}
