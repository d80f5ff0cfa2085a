// The overview of the chosen organisations as a query, shared by useMapData and the first screen's prefetch (same
// key, same request), so that a reload of the map asks for its vehicles beside GET /api/auth.
import { prefetchQuery } from '../../../lib/useApiQuery';
import { overviewApi } from './overview-api';

export const overviewQuery = (organizationIds: readonly number[]) => {
  const key = organizationIds.join(',');
  return {
    key: `map-overview.${key}`,
    load: () => overviewApi.list({ organizationIds: key ? key.split(',').map(Number) : [] }),
  };
};

export function prefetchOverview(organizationId: number): void {
  const query = overviewQuery([organizationId]);
  prefetchQuery(query.key, query.load);
}
