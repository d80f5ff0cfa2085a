import type { fleetV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { InstallationsRepository } from '../installations/installations.repository';
import { VehicleAccess } from '../vehicles/vehicle-access';
import { VehicleChanges } from '../vehicles/vehicle-changes';
import { assertVehiclePermission } from '../vehicles/vehicle-permissions';
import { OdometerCalibrationEntity } from './odometer-calibration.entity';
import { OdometerCalibrationsRepository } from './odometer-calibrations.repository';
import { checkCalibrationHistory } from './odometer-rules';
import { runningOdometerKm } from './running-odometer';

/**
 * PUT /vehicles/{id}/odometer: a calibration now or from a moment in the past, kept as history. The vehicle's odometer
 * is then the newest reading plus the distance of the journal's trips that stopped after it (running-odometer.ts).
 */
@Injectable()
export class OdometerService {
  constructor(
    private readonly access: VehicleAccess,
    private readonly calibrations: OdometerCalibrationsRepository,
    private readonly installations: InstallationsRepository,
    private readonly changes: VehicleChanges,
    private readonly em: EntityManager,
  ) {}

  async set(caller: Caller, request: fleetV1.SetOdometerRequest, now = Date.now()): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(caller, request.id, 'SET_ODOMETER');
    if (request.forced) assertVehiclePermission(caller.principal, 'FORCE_ODOMETER');
    // recordedTimeMs is the documented field; fromTimeMs is the same moment under the legacy client's name.
    const recordedAtMs = request.applyRetroactive ? request.recordedTimeMs || request.fromTimeMs : now;

    return this.changes.commitOne(caller, async () => {
      const history = await this.calibrations.historyOf(vehicle);
      const installations = await this.installations.historyOf(vehicle);
      checkCalibrationHistory(
        {
          valueKm: request.valueKm,
          recordedAtMs,
          applyRetroactive: request.applyRetroactive,
          confirmedHigh: request.confirmedHigh,
          forced: request.forced,
        },
        history.map((point) => ({ valueKm: point.valueKm, recordedAtMs: point.recordedAt.getTime() })),
        installations.map((span) => ({
          installedAtMs: span.installedAt.getTime(),
          removedAtMs: span.removedAt?.getTime() ?? null,
        })),
        now,
      );
      const calibration = Object.assign(new OdometerCalibrationEntity(), {
        vehicle,
        valueKm: request.valueKm,
        recordedAt: new Date(recordedAtMs),
        applyRetroactive: request.applyRetroactive,
        forced: request.forced,
        createdByUserId: caller.principal.userId,
      });
      this.calibrations.add(calibration);
      await this.em.flush();
      // The newest reading plus the trips that stopped after it (a retroactive reading counts the trips since).
      vehicle.stateOdometerKm = await runningOdometerKm(this.em, vehicle.id);
      return vehicle;
    });
  }
}
