/**
 * Query keys shared by the public site and the back office, so a mutation in one clears the
 * entries the other reads (docs/public-screens.md §4 "Cached reads").
 */
export const queryKeys = {
  fighters: ['fighters'] as const,
  fighter: (id: number) => ['fighters', id] as const,
  fighterSummaries: ['fighters', 'summaries'] as const,
  devDiaries: ['dev-diaries'] as const,
  devDiaryList: (filter: { published?: boolean; featured?: boolean; pages?: number }) =>
    ['dev-diaries', 'list', filter] as const,
  devDiary: (idOrSlug: number | string) => ['dev-diaries', 'one', idOrSlug] as const,
  faqs: ['faqs'] as const,
  faqList: (filter: { published?: boolean; category?: string }) => ['faqs', 'list', filter] as const,
  gameModes: ['game-modes'] as const,
  chapters: ['chapters'] as const,
  about: ['about'] as const,
  users: ['users'] as const,
  subscribers: ['subscribers'] as const,
  supportMessages: ['support-messages'] as const,
  feedback: ['feedback'] as const,
  session: ['session'] as const,
};
