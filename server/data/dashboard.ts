import type { Kysely } from 'kysely';
import { DASHBOARD_RECENT, type DashboardStats } from '../../contracts/dashboard';
import type { Database } from '../db/schema';
import { postRepository } from './dev-diaries';
import { subscriberRepository } from './subscribers';
import { userRepository } from './users';

type Counted = 'dev_diaries' | 'users' | 'fighters';

export function dashboardRepository(db: Kysely<Database>) {
  const count = async (table: Counted) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  return {
    async stats(): Promise<DashboardStats> {
      const subscriberCounts = subscriberRepository(db);
      const [devDiaries, users, fighters, subscribers, pendingSubscribers, recentPosts, recentUsers] =
        await Promise.all([
          count('dev_diaries'),
          count('users'),
          count('fighters'),
          // A million rows: read from the tallies the triggers keep, not counted.
          subscriberCounts.count(),
          subscriberCounts.count({ status: 'pending' }),
          postRepository(db).recent(DASHBOARD_RECENT),
          userRepository(db).recent(DASHBOARD_RECENT),
        ]);
      return {
        counts: { devDiaries, users, fighters, subscribers, pendingSubscribers },
        recentPosts,
        recentUsers,
      };
    },
  };
}
