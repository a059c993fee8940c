import type { ApiResource } from '@contracts/endpoints/api-resources';

/** A resource's root key: its path segment under /api, checked against contracts/endpoints/. */
const resource = <R extends ApiResource>(name: R) => [name] as const;

/**
 * Query keys shared by the public site and the back office, so a mutation in one clears the
 * entries the other reads (docs/public-screens.md §4 "Cached reads"). Each starts with the
 * resource of the endpoint it reads, so invalidating the resource clears every read of it.
 */
export const queryKeys = {
  fighters: resource('fighters'),
  fighter: (id: number) => [...resource('fighters'), id] as const,
  fighterSummaries: [...resource('fighters'), 'summaries'] as const,
  devDiaries: resource('dev-diaries'),
  devDiaryList: (filter: { published?: boolean; featured?: boolean; pages?: number; locale?: string }) =>
    [...resource('dev-diaries'), 'list', filter] as const,
  devDiary: (idOrSlug: number | string) => [...resource('dev-diaries'), 'one', idOrSlug] as const,
  faqs: resource('faqs'),
  faqList: (filter: { published?: boolean; category?: string }) =>
    [...resource('faqs'), 'list', filter] as const,
  gameModes: resource('game-modes'),
  chapters: resource('chapters'),
  about: resource('about'),
  users: resource('users'),
  subscribers: resource('subscribers'),
  supportMessages: resource('support-messages'),
  feedback: resource('feedback'),
};
