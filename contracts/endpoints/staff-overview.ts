import type { AuditEntry, auditListQuery } from '../audit-log';
import type { dashboardStatsSchema } from '../dashboard';
import { endpoint } from './endpoint';

/** The back office's read-only overviews: the dashboard's counts and the audit log. */
export const staffOverviewEndpoints = {
  dashboard: endpoint<{ response: typeof dashboardStatsSchema }>()('GET', '/api/dashboard/stats'),
  auditLog: endpoint<{ response: AuditEntry[]; query: typeof auditListQuery }>()('GET', '/api/audit-log'),
};
