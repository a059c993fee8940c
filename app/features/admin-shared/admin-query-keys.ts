import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { endpointKey } from '@contracts/endpoints/endpoint';
import { feedbackEndpoints } from '@contracts/endpoints/feedback';
import { accountEndpoints } from '@contracts/endpoints/account';
import { mediaEndpoints } from '@contracts/endpoints/media';
import { staffOverviewEndpoints } from '@contracts/endpoints/staff-overview';
import { subscriberEndpoints } from '@contracts/endpoints/subscribers';
import { supportMessageEndpoints } from '@contracts/endpoints/support-messages';
import { userEndpoints } from '@contracts/endpoints/users';

type Query = Record<string, string | number>;
/** A list's page: under the list's key, so invalidating the resource clears it. */
const pageKey = (list: Parameters<typeof endpointKey>[0]) => (query: Query) =>
  [...endpointKey(list), 'page', query] as const;

/**
 * Query keys of the back office's paged lists and counters, made from the endpoints they read.
 * Kept apart from app/lib/query-keys.ts, which every public page loads: they start with the same
 * resource names, so invalidating a shared key (`queryKeys.subscribers`) still clears them.
 */
export const adminQueryKeys = {
  devDiaryStaffPage: (query: Query) => [...endpointKey(devDiaryEndpoints.list), 'staff-page', query] as const,
  devDiaryStats: endpointKey(devDiaryEndpoints.stats),
  devDiaryMailing: (id: number) => endpointKey(devDiaryEndpoints.mailing, { id }),
  devDiaryRevisions: (id: number) => endpointKey(devDiaryEndpoints.revisions, { id }),
  userPage: pageKey(userEndpoints.list),
  userStats: endpointKey(userEndpoints.stats),
  subscriberPage: pageKey(subscriberEndpoints.list),
  subscriberStats: endpointKey(subscriberEndpoints.stats),
  subscriberCount: (filter: Record<string, string>) =>
    [...endpointKey(subscriberEndpoints.count), filter] as const,
  dashboard: endpointKey(staffOverviewEndpoints.dashboard),
  accountProfile: endpointKey(accountEndpoints.profile),
  accountSessions: endpointKey(accountEndpoints.sessions),
  supportMessagePage: pageKey(supportMessageEndpoints.list),
  feedbackPage: pageKey(feedbackEndpoints.list),
  feedbackStats: endpointKey(feedbackEndpoints.stats),
  auditPage: pageKey(staffOverviewEndpoints.auditLog),
  media: endpointKey(mediaEndpoints.list),
  mediaPage: pageKey(mediaEndpoints.list),
};
