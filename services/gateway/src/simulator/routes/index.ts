import { GOTEBORG_ROUTES } from './goteborg';
import type { RouteDefinition } from './route-types';
import { STOCKHOLM_ROUTES } from './stockholm';

export type { RouteDefinition, RouteLeg } from './route-types';

/** Every route, Stockholm's and Göteborg's alternating, so a small fleet drives in both cities. */
export const ROUTES: readonly RouteDefinition[] = interleave(STOCKHOLM_ROUTES, GOTEBORG_ROUTES);

function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (i < a.length) out.push(a[i] as T);
    if (i < b.length) out.push(b[i] as T);
  }
  return out;
}
