import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router';
import { ROUTE_FACTS } from '../../app/route-facts';

/** What the page layer needs to know about the page a path renders. */
export interface PageFacts {
  /** The back office: rendered on the client, its scripts needed at once. */
  backOffice: boolean;
  /** Answered from the page cache for anonymous visitors. */
  cacheable: boolean;
  /** Answered `Cache-Control: no-store`: staff pages and pages whose address holds a token. */
  noStore: boolean;
}

type Routes = ServerBuild['routes'];

/** Paths looked up so far; a flood of junk paths starts the memo over rather than growing it. */
const MAX_MEMO = 1000;
const lookups = new WeakMap<Routes, (path: string) => PageFacts>();
/** Any address under /admin, even one no staff route matches, is nobody's to cache. */
const BACK_OFFICE_ADDRESS = /^\/+admin(\/|$)/i;

/**
 * The facts of the page a path renders, from the routes it matches in the build's route table and
 * their entries in app/route-facts.ts. Matching ranks every route, so each path's answer is kept:
 * this runs on every page request, before the page cache.
 */
export function pageFacts(routes: Routes, path: string): PageFacts {
  let lookup = lookups.get(routes);
  if (lookup === undefined) {
    lookup = factsLookup(routes);
    lookups.set(routes, lookup);
  }
  return lookup(path);
}

function factsLookup(routes: Routes): (path: string) => PageFacts {
  const tree = routeTree(routes);
  const memo = new Map<string, PageFacts>();
  return (path) => {
    let facts = memo.get(path);
    if (facts === undefined) {
      const ids = matchRoutes(tree, path)?.map((match) => match.route.id ?? '') ?? [];
      const backOffice = ids.some((id) => ROUTE_FACTS[id]?.backOffice);
      const personal = ids.some((id) => ROUTE_FACTS[id]?.personal);
      const perVisit = ids.some((id) => ROUTE_FACTS[id]?.perVisit);
      const noStore = backOffice || personal || BACK_OFFICE_ADDRESS.test(path);
      facts = { backOffice, cacheable: !noStore && !perVisit, noStore };
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(path, facts);
    }
    return facts;
  };
}

/** The build lists its routes flat, each naming its parent; matching wants them nested. */
function routeTree(routes: Routes): RouteObject[] {
  const list = Object.values(routes).filter((route) => route !== undefined);
  const nodes = new Map(
    list.map((route) => {
      const { id, path, index, caseSensitive } = route;
      return [id, { id, path, index, caseSensitive } as RouteObject];
    }),
  );
  const roots: RouteObject[] = [];
  for (const route of list) {
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    if (parent) (parent.children ??= []).push(nodes.get(route.id)!);
    else roots.push(nodes.get(route.id)!);
  }
  return roots;
}
