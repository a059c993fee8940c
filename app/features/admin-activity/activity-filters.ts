import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@contracts/audit-log';
import { instantOf } from '~/features/admin-dev-diaries/studio-time';

/** Entries per page: a page stays well under the 200 rows the screen may hold. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * What the screen shows, as held in its URL
 * (`?actor=ada&entity=fighter&entityId=4&action=update&from=2026-11-01&to=2026-11-30&page=2`).
 * `search` is the actor (a username or a user id), typed into a box like the other lists' search;
 * `from` and `to` are days in the studio's time zone, both included.
 */
export type ActivityView = {
  search: string;
  entity: AuditEntity | 'all';
  entityId: number | null;
  action: AuditAction | 'all';
  from: string;
  to: string;
  page: number;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayOrBlank = (value: string | null) => (value && DAY.test(value) ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  values.includes(value as T) ? (value as T) : 'all';

export function readActivityView(params: URLSearchParams): ActivityView {
  const page = Number(params.get('page'));
  const entityId = Number(params.get('entityId'));
  const entity = oneOf(AUDIT_ENTITIES, params.get('entity'));
  return {
    search: params.get('actor') ?? '',
    entity,
    // An id means nothing without its kind of row.
    entityId: entity !== 'all' && Number.isInteger(entityId) && entityId > 0 ? entityId : null,
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    from: dayOrBlank(params.get('from')),
    to: dayOrBlank(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeActivityView(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('actor', view.search);
  if (view.entity !== 'all') params.set('entity', view.entity);
  if (view.entity !== 'all' && view.entityId !== null) params.set('entityId', String(view.entityId));
  if (view.action !== 'all') params.set('action', view.action);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The instant a studio day starts, `days` after the given one (0: that day). */
function dayStart(day: string, timeZone: string, days = 0): string {
  const [, year, month, date] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return instantOf(
    { year, month: month - 1, day: date + days, hours: 0, minutes: 0 },
    timeZone,
  ).toISOString();
}

/** The API query of a view; `to` takes in the whole of its day. */
export function activityPageQuery(view: ActivityView, timeZone: string) {
  const actor = view.search.trim();
  return {
    ...(actor ? { actor } : {}),
    ...(view.entity !== 'all' ? { entity: view.entity } : {}),
    ...(view.entity !== 'all' && view.entityId !== null ? { entityId: view.entityId } : {}),
    ...(view.action !== 'all' ? { action: view.action } : {}),
    ...(view.from ? { from: dayStart(view.from, timeZone) } : {}),
    ...(view.to ? { to: dayStart(view.to, timeZone, 1) } : {}),
    limit: ACTIVITY_PAGE_SIZE,
    offset: (view.page - 1) * ACTIVITY_PAGE_SIZE,
  };
}

export const isFiltered = (view: ActivityView) =>
  Boolean(view.search || view.entity !== 'all' || view.action !== 'all' || view.from || view.to);

/** The Activity screen filtered to one row's entries: what each details dialog links to. */
export const activityHref = (entity: AuditEntity, entityId: number) =>
  `/admin/activity?entity=${entity}&entityId=${entityId}`;
