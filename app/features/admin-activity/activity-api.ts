import { staffOverviewEndpoints } from '@contracts/endpoints/staff-overview';
import { useStaffPage } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type ActivityView, activityPageQuery } from './activity-filters';

/** One page of the audit log, filtered and counted by the server, newest first. */
export function useActivityPage(view: ActivityView, timeZone: string) {
  const params = activityPageQuery(view, timeZone);
  // The log grows with every save: like every staff page, a visit asks again (useStaffPage).
  return useStaffPage(adminQueryKeys.auditPage(params), staffOverviewEndpoints.auditLog, params, {
    retryDelay: 500,
  });
}
