import { ErrorCode, type reportsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';

/**
 * GET /report/driver: spec 02 §3 "Driver monthly report row" per driver and vehicle of a month, from the journal's
 * attestation months (the same figures the payroll page shows). An administrator gets its organisations' drivers
 * (those named, when organisations are named); a driver its own rows.
 */
@Injectable()
export class DriverMonthlyReportService {
  constructor(private readonly sources: ReportSources) {}

  async rows(actor: ReportActor, request: reportsV1.DriverMonthlyReportRequest): Promise<reportsV1.DriverMonthlyRow[]> {
    const year = Number(request.year);
    const month = Number(request.month);
    if (!Number.isInteger(year) || year < 2000 || year > 2200 || !Number.isInteger(month) || month < 1 || month > 12) {
      throw new DomainError(ErrorCode.BAD_MONTH, 'year 2000–2200 and month 1–12');
    }
    const named = new Set((request.organizationIds ?? []).map(Number));
    for (const id of named) {
      if (!actor.caller.organizations.has(id))
        throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${id} does not exist`);
    }
    const months = await this.sources.months(actor, year, month);
    const self = actor.caller.principal.userId;
    return months
      .filter((state) => isAdmin(actor.caller.principal) || state.driverUserId === self)
      .filter((state) => named.size === 0 || named.has(state.organizationId))
      .map((state) => ({
        personId: state.driverUserId,
        fullName: state.driverName,
        vehicleId: state.vehicleId,
        vehicleReg: state.registry,
        vehicleFullName: state.vehicleName,
        vehicleType: state.benefitType,
        tripCount: state.tripCount,
        tripDistancePrivateM: state.distancePrivateM,
        tripDistanceBusinessM: state.distanceBusinessM,
        attested: state.attested,
        adminApproved: state.adminApproved,
        refused: state.refused,
        organizationId: state.organizationId,
      }));
  }
}
