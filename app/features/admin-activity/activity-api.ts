import type { AuditEntry } from '@contracts/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type ActivityView, activityPageQuery } from './activity-filters';

/** One page of the audit log, filtered and counted by the server, newest first. */
export function useActivityPage(view: ActivityView, timeZone: string) {
  const params = activityPageQuery(view, timeZone);
  return useQuery({
    queryKey: adminQueryKeys.auditPage(params),
    queryFn: () => fetchPage<AuditEntry>(`/api/audit-log${queryString(params)}`),
    placeholderData: keepPreviousData,
    // The log grows with every save: a visit always asks again.
    staleTime: 0,
    retry: 1,
    retryDelay: 500,
  });
}
