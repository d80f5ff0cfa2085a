import type { journalV1 } from '@fleetlog/contracts';

import { isPrivatePurpose } from '../render/journal';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import type { ReportSources, TripSearch } from '../sources/report-sources';
import type { ReportScope } from './report-scope';

/**
 * The trips of a report's scope and period as the journal gives them to the actor, through the trip filter. A scope
 * that names vehicles and finds none of them gives no trips (never "every vehicle").
 */
export async function* tripsOf(
  sources: ReportSources,
  spec: ReportSpec,
  actor: ReportActor,
  scope: ReportScope,
): AsyncGenerator<journalV1.JournalEntry> {
  const search = tripSearchOf(spec, scope);
  if (!search) return;
  for await (const entry of sources.trips(actor, search)) {
    if (spec.tripFilter === 'ALL' || (spec.tripFilter === 'PRIVATE') === isPrivatePurpose(entry.purpose)) yield entry;
  }
}

/** The journal search of a report's scope and period; undefined for a scope that names vehicles and finds none. */
export function tripSearchOf(spec: ReportSpec, scope: ReportScope): TripSearch | undefined {
  if (!scope.everyVehicle && scope.vehicleIds.length === 0 && scope.organizationIds.length === 0) return undefined;
  return {
    fromTsMs: spec.fromTsMs,
    toTsMs: spec.toTsMs,
    vehicleIds: scope.vehicleIds,
    vehicleOrganizationIds: scope.organizationIds,
    driverIds: scope.driverIds,
  };
}
