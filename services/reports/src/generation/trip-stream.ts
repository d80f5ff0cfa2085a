import type { journalV1 } from '@fleetlog/contracts';

import { isPrivatePurpose } from '../render/journal';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import type { ReportSources } from '../sources/report-sources';
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
  if (!scope.everyVehicle && scope.vehicleIds.length === 0) return;
  const search = {
    fromTsMs: spec.fromTsMs,
    toTsMs: spec.toTsMs,
    vehicleIds: scope.vehicleIds,
    driverIds: scope.driverIds,
  };
  for await (const entry of sources.trips(actor, search)) {
    if (spec.tripFilter === 'ALL' || (spec.tripFilter === 'PRIVATE') === isPrivatePurpose(entry.purpose)) yield entry;
  }
}
