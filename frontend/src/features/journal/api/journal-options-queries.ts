// The journal's filter choices as queries, shared by the page's hook and the first screen's prefetch (same keys,
// same requests), so that a reload of the journal asks for them beside GET /api/auth instead of after the page.
import { prefetchQuery } from '../../../lib/useApiQuery';
import { driversApi, vehiclesApi } from '../../vehicles/api/vehicles-api';

export const journalVehiclesQuery = (organizationId: number | null, showArchived: boolean) => ({
  key: `journal-vehicles.${organizationId}.${showArchived}`,
  load: () => vehiclesApi.listSimple({ organizationId: organizationId ?? undefined }),
});

export const journalDriversQuery = (organizationId: number | null, showArchived: boolean) => ({
  key: `journal-drivers.${organizationId}.${showArchived}`,
  load: () => driversApi.list(organizationId!),
});

export function prefetchJournalOptions(organizationId: number, showArchived: boolean): void {
  const vehicles = journalVehiclesQuery(organizationId, showArchived);
  const drivers = journalDriversQuery(organizationId, showArchived);
  prefetchQuery(vehicles.key, vehicles.load);
  prefetchQuery(drivers.key, drivers.load);
}
