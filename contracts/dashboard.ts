import { z } from 'zod';
import { devDiarySchema } from './dev-diary';
import { userSchema } from './user';

/** How many recent posts and users the dashboard lists. */
export const DASHBOARD_RECENT = 3;

/** Everything the dashboard shows, from counts and two short lists: never a whole table. */
export const dashboardStatsSchema = z.object({
  counts: z.object({
    devDiaries: z.number(),
    users: z.number(),
    fighters: z.number(),
    subscribers: z.number(),
    /** Of the subscribers, those who signed up and have not confirmed yet (mail on). */
    pendingSubscribers: z.number(),
  }),
  recentPosts: devDiarySchema.array().describe(`The ${DASHBOARD_RECENT} newest posts, drafts included`),
  recentUsers: userSchema.array().describe(`The ${DASHBOARD_RECENT} newest accounts`),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
