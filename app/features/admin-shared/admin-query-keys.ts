/**
 * Query keys of the back office's paged lists and counters. Kept apart from app/lib/query-keys.ts,
 * which every public page loads: they start with the same resource names, so invalidating a
 * shared key (`queryKeys.subscribers`) still clears them.
 */
export const adminQueryKeys = {
  devDiaryStaffPage: (params: Record<string, string | number>) =>
    ['dev-diaries', 'staff-page', params] as const,
  devDiaryStats: ['dev-diaries', 'stats'] as const,
  devDiaryMailing: (id: number) => ['dev-diaries', 'mailing', id] as const,
  userPage: (params: Record<string, string | number>) => ['users', 'page', params] as const,
  userStats: ['users', 'stats'] as const,
  subscriberPage: (filter: Record<string, string | number>) => ['subscribers', 'page', filter] as const,
  subscriberStats: ['subscribers', 'stats'] as const,
  subscriberCount: (filter: Record<string, string>) => ['subscribers', 'count', filter] as const,
  dashboard: ['dashboard'] as const,
  accountProfile: ['account', 'profile'] as const,
  accountSessions: ['account', 'sessions'] as const,
  supportMessagePage: (params: Record<string, string | number>) =>
    ['support-messages', 'page', params] as const,
  feedbackPage: (params: Record<string, string | number>) => ['feedback', 'page', params] as const,
  feedbackStats: ['feedback', 'stats'] as const,
  auditPage: (params: Record<string, string | number>) => ['audit-log', 'page', params] as const,
  media: ['media'] as const,
  mediaPage: (params: Record<string, string | number>) => ['media', 'page', params] as const,
};
