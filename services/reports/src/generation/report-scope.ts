import { assertKnownOrganization, CallerResolver } from '@fleetlog/access';
import type { fleetV1 } from '@fleetlog/contracts';
import { isAdmin } from '@fleetlog/security';
import { Inject, Injectable } from '@nestjs/common';

import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';

/** What a report covers once its filters are read: the journal search and the vehicles named in it. */
export interface ReportScope {
  /** The vehicles named, to ask the journal for; empty with `everyVehicle`: every vehicle the actor may see. */
  vehicleIds: number[];
  /** With vehicleIds: every vehicle of these organisations too (each one named: a subtree is listed whole). */
  organizationIds: number[];
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

  /**
   * The scope without asking anyone: the journal finds the vehicles of organisations itself, so that fleet's list
   * (for the reports that print vehicles) and the journal's trips are asked side by side, not one after the other.
   */
  async resolve(spec: ReportSpec, actor: ReportActor): Promise<ReportScope> {
    for (const id of spec.organizationIds) assertKnownOrganization(actor.caller, id);
    const wantsOrganizations = spec.allVehicles || spec.organizationIds.length > 0;
    const roots = spec.organizationIds.length ? spec.organizationIds : [actor.caller.selectedOrganizationId];
    const organizationIds = wantsOrganizations
      ? [...new Set(roots.flatMap((id) => this.callers.subtree(actor.caller, id)))].sort((a, b) => a - b)
      : [];
    let listed: Promise<fleetV1.VehicleSimple[]> | undefined;
    return {
      vehicleIds: spec.vehicleIds,
      organizationIds,
      everyVehicle: !wantsOrganizations && spec.vehicleIds.length === 0,
      driverIds: spec.driverIds,
      vehicles: () => (listed ??= this.vehiclesOf(spec, actor, organizationIds)),
    };
  }

  private async vehiclesOf(spec: ReportSpec, actor: ReportActor, organizationIds: readonly number[]) {
    const wantsOrganizations = organizationIds.length > 0;
    const all = isAdmin(actor.caller.principal) || wantsOrganizations ? await this.sources.vehicleList(actor) : [];
    if (wantsOrganizations) {
      const organizations = new Set(organizationIds);
      return all.filter((vehicle) => organizations.has(vehicle.organizationId) || spec.vehicleIds.includes(vehicle.id));
    }
    if (spec.vehicleIds.length) {
      const named = new Set(spec.vehicleIds);
      return all.filter((vehicle) => named.has(vehicle.id));
    }
    return all;
  }
}
