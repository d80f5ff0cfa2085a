import { assertKnownOrganization, CallerResolver } from '@fleetlog/access';
import type { fleetV1 } from '@fleetlog/contracts';
import { isAdmin } from '@fleetlog/security';
import { Inject, Injectable } from '@nestjs/common';

import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';

/** What a report covers once its filters are read: the journal search and the vehicles named in it. */
export interface ReportScope {
  /** The vehicles to ask the journal for; empty with `everyVehicle`: every vehicle the actor may see. */
  vehicleIds: number[];
  everyVehicle: boolean;
  driverIds: number[];
  /**
   * The vehicles of the scope as fleet knows them (for names, registrations and reports per vehicle), asked of fleet
   * only by the reports that list vehicles (the journal does not).
   */
  vehicles(): Promise<fleetV1.VehicleSimple[]>;
}

/**
 * Reads a report's vehicle filters: the vehicles named; all vehicles (of the organisations named, else of the
 * actor's selected organisation and below); or, with neither, every vehicle the actor may see (a driver: its
 * permitted ones, as the journal decides). An organisation the actor cannot see answers ORGANIZATION_MISSING.
 */
@Injectable()
export class ReportScopes {
  constructor(
    private readonly sources: ReportSources,
    @Inject(CallerResolver) private readonly callers: CallerResolver,
  ) {}

  async resolve(spec: ReportSpec, actor: ReportActor): Promise<ReportScope> {
    for (const id of spec.organizationIds) assertKnownOrganization(actor.caller, id);
    const wantsOrganizations = spec.allVehicles || spec.organizationIds.length > 0;
    let listed: Promise<fleetV1.VehicleSimple[]> | undefined;
    const vehicles = () => (listed ??= this.vehiclesOf(spec, actor, wantsOrganizations));
    return {
      vehicleIds: wantsOrganizations ? (await vehicles()).map((vehicle) => vehicle.id) : spec.vehicleIds,
      everyVehicle: !wantsOrganizations && spec.vehicleIds.length === 0,
      driverIds: spec.driverIds,
      vehicles,
    };
  }

  private async vehiclesOf(spec: ReportSpec, actor: ReportActor, wantsOrganizations: boolean) {
    const all = isAdmin(actor.caller.principal) || wantsOrganizations ? await this.sources.vehicleList(actor) : [];
    if (wantsOrganizations) {
      const roots = spec.organizationIds.length ? spec.organizationIds : [actor.caller.selectedOrganizationId];
      const organizations = new Set(roots.flatMap((id) => this.callers.subtree(actor.caller, id)));
      return all.filter((vehicle) => organizations.has(vehicle.organizationId) || spec.vehicleIds.includes(vehicle.id));
    }
    if (spec.vehicleIds.length) {
      const named = new Set(spec.vehicleIds);
      return all.filter((vehicle) => named.has(vehicle.id));
    }
    return all;
  }
}
