import type { DevDiary } from '../../../contracts/dev-diary';
import type { Role } from '../../../contracts/user';

type Actor = { id: number; role: Role };

/** The fields of a post an update may carry besides the two flags. */
export type PostContentFields = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** undefined: not sent, the stored value stays. */
  authorId?: number | null;
  tags: string[];
  /** undefined: not sent, the stored value stays. */
  coverImage?: string | null;
  /** undefined: not sent, the stored value stays. */
  date?: string;
};

/**
 * docs/back-office-screens.md §6: an admin edits and deletes only posts whose authorId is its
 * own; a super admin any post. A post whose author was deleted (authorId null) belongs to nobody,
 * so only a super admin may change it.
 */
export function canChangePost(actor: Actor, post: Pick<DevDiary, 'authorId'>): boolean {
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return post.authorId !== null && post.authorId === actor.id;
  return false;
}

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
    sameText(stored.title, next.title) &&
    sameText(stored.excerpt, next.excerpt) &&
    sameText(stored.content, next.content) &&
    sameText(stored.author, next.author) &&
    (next.authorId === undefined || next.authorId === stored.authorId) &&
    sameTags(stored.tags, next.tags) &&
    (next.coverImage === undefined || next.coverImage === stored.coverImage) &&
    (next.date === undefined || sameInstant(stored.date, next.date))
  );
}
