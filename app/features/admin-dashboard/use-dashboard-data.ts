import type { DevDiary } from '@contracts/dev-diary';
import type { Fighter } from '@contracts/fighter';
import type { Subscriber } from '@contracts/subscriber';
import type { User } from '@contracts/user';
import { useQueries } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// Same keys and shapes as the management screens, so the dashboard and they share one cache.
const fresh = { staleTime: 0, retry: 1, retryDelay: 500 } as const;

/**
 * Fighters, dev diaries, users and subscribers, loaded in parallel (back-office.md §7). A failed
 * call leaves its count at 0 and sets `failed`.
 */
export function useDashboardData() {
  const [fighters, posts, users, subscribers] = useQueries({
    queries: [
      { queryKey: queryKeys.fighters, queryFn: () => unwrap(api.get<Fighter[]>('/api/fighters')), ...fresh },
      {
        queryKey: queryKeys.devDiaryList({}),
        queryFn: () => unwrap(api.get<DevDiary[]>('/api/dev-diaries')),
        ...fresh,
      },
      { queryKey: queryKeys.users, queryFn: () => unwrap(api.get<User[]>('/api/users')), ...fresh },
      {
        queryKey: queryKeys.subscribers,
        queryFn: () => unwrap(api.get<Subscriber[]>('/api/subscribers')),
        ...fresh,
      },
    ],
  });
  const all = [fighters, posts, users, subscribers];
  return {
    isLoading: all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    failed: all.some((query) => query.isError),
    fighters: fighters.data ?? [],
    posts: posts.data ?? [],
    users: users.data ?? [],
    subscribers: subscribers.data ?? [],
  };
}
