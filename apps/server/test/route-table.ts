import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * The routes of `app.printRoutes({ commonPrefix: false })`: a tree whose lines are a branch
 * ("├── " or "└── ", four characters a level deep), a path fragment and its methods in brackets.
 * A route's path is its fragment after those of the lines above it at lower depths.
 */
export function routeTable(printed: string): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const fragments: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    fragments.length = depth;
    fragments.push(match[2]!);
    const path = fragments.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

/** Every route the app serves, read from Fastify's own table: a route added tomorrow is in it. */
export function routesOf(app: FastifyInstance): RouteEntry[] {
  return routeTable(app.printRoutes({ commonPrefix: false }));
}
