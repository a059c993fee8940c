import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_FACTS } from '../../app/route-facts';
import routeConfig from '../../app/routes';
import { pageFacts } from './route-facts';

/** The route table as the build lists it: flat, each route naming its parent, ids as the build's. */
function buildRoutes(entries: RouteConfigEntry[]): ServerBuild['routes'] {
  const routes: ServerBuild['routes'] = {};
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    routes[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      module: {},
    } as ServerBuild['routes'][string];
    for (const child of entry.children ?? []) add(child, id);
  };
  routes.root = { id: 'root', path: '', module: {} } as ServerBuild['routes'][string];
  for (const entry of entries) add(entry, 'root');
  return routes;
}

const routes = buildRoutes(routeConfig);
const facts = (path: string) => pageFacts(routes, path);

describe('pageFacts', () => {
  it('keeps the back office and view-counting diary posts out of the page cache', () => {
    for (const path of ['/', '/fighters', '/fighter/3', '/dev-diary', '/help', '/no-such-page']) {
      expect(facts(path), path).toEqual({ backOffice: false, cacheable: true, noStore: false });
    }
    expect(facts('/dev-diary/a-post')).toEqual({ backOffice: false, cacheable: false, noStore: false });
  });

  it('is the back office for the staff pages and nothing else', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/admin/two-factor',
      '/admin/forgot-password',
      '/admin/reset-password',
      '/admin/fighters',
      '/admin/dev-diaries/edit/4',
    ]) {
      expect(facts(path), path).toEqual({ backOffice: true, cacheable: false, noStore: true });
    }
    // Not a route of the back office: the public "not found" page.
    expect(facts('/administrators')).toEqual({ backOffice: false, cacheable: true, noStore: false });
  });

  it('keeps every address under /admin and every page opened by a token out of all caches', () => {
    // No staff route matches: the "not found" page, still under the back office's address.
    expect(facts('/admin/no-such-page')).toEqual({ backOffice: false, cacheable: false, noStore: true });
    for (const path of ['/dev-diary/preview/1.2.abc', '/newsletter/confirm', '/newsletter/unsubscribe']) {
      expect(facts(path), path).toEqual({ backOffice: false, cacheable: false, noStore: true });
    }
  });

  it('names routes that exist', () => {
    for (const id of Object.keys(ROUTE_FACTS)) expect(routes[id], id).toBeDefined();
  });

  it('gives the same answer for a path asked again', () => {
    expect(facts('/admin/users')).toBe(facts('/admin/users'));
  });
});
