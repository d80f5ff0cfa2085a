import { ErrorCode, type journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { JournalScope } from '../journal/journal.repository';
import { type DrivingTotals, ecoScore } from './eco-score-rules';

interface VehicleRow {
  organization_id: string;
  permit_any_driver: boolean;
  permitted_driver_ids: string[];
  co2_g_km: number | null;
}

/**
 * GET /vehicles/{id}/ecoscore from the journal's trips (spec 02 §2.9, §3 Eco score): the trips of the vehicle that
 * start in [fromMs, toMs), all of them for an administrator, a driver's own for a driver (a driver sees its own
 * driving, not its colleagues'). A vehicle outside the caller's scope answers VEHICLE_MISSING, as one that is not.
 * The vehicle's organisation decides whether it may be named; its trips are counted by their own organisation, as the
 * journal shows them: a vehicle that moved to the caller's organisation brings no trips driven in another's.
 */
export async function vehicleEcoScore(
  em: EntityManager,
  scope: JournalScope,
  request: { vehicleId: number; fromMs: number; toMs: number },
  maxRangeMs: number,
): Promise<journalV1.EcoScore> {
  const { vehicleId, fromMs, toMs } = request;
  if (!(fromMs >= 0) || !(toMs > fromMs) || toMs - fromMs > maxRangeMs) {
    throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
  }
  const [vehicle] = await em.execute<VehicleRow[]>(
    `select "organization_id", "permit_any_driver", "permitted_driver_ids", "co2_g_km"
     from "journal"."vehicles" where "vehicle_id" = ? and not "deleted"`,
    [vehicleId],
  );
  const driver = scope.driverUserId;
  const organizations = scope.organizationIds;
  const visible =
    vehicle !== undefined &&
    (organizations === null || organizations.includes(Number(vehicle.organization_id))) &&
    (driver === null || vehicle.permit_any_driver || vehicle.permitted_driver_ids.map(Number).includes(driver));
  if (!visible) throw new DomainError(ErrorCode.VEHICLE_MISSING, `no vehicle ${vehicleId}`);

  const [totals] = await em.execute<Array<Record<keyof DrivingTotals, string>>>(
    `select count(*) as "tripCount", coalesce(sum("distance_m"), 0) as "distanceM",
       coalesce(sum("harsh_accelerations"), 0) as "harshAccelerations",
       coalesce(sum("harsh_brakings"), 0) as "harshBrakings", coalesce(sum("sharp_corners"), 0) as "sharpCorners"
     from "journal"."trips"
     where "vehicle_id" = ? and "deleted_at" is null and "start_at" >= ? and "start_at" < ?
       ${organizations === null ? '' : 'and "organization_id" in (?)'}
       ${driver === null ? '' : 'and "driver_user_id" = ?'}`,
    [
      vehicleId,
      new Date(fromMs).toISOString(),
      new Date(toMs).toISOString(),
      ...(organizations === null ? [] : [organizations]),
      ...(driver === null ? [] : [driver]),
    ],
  );
  const driving: DrivingTotals = {
    tripCount: Number(totals.tripCount),
    distanceM: Number(totals.distanceM),
    harshAccelerations: Number(totals.harshAccelerations),
    harshBrakings: Number(totals.harshBrakings),
    sharpCorners: Number(totals.sharpCorners),
  };
  const co2GKm = vehicle.co2_g_km;
  const figures = ecoScore(driving, co2GKm);
  return {
    vehicleId,
    fromMs,
    toMs,
    tripCount: driving.tripCount,
    distanceKm: figures.distanceKm,
    total: figures.total,
    acceleration: figures.acceleration,
    braking: figures.braking,
    cornering: figures.cornering,
    harshAccelerations: driving.harshAccelerations,
    harshBrakings: driving.harshBrakings,
    sharpCorners: driving.sharpCorners,
    vehicleCo2GKm: co2GKm ?? undefined,
    totalCo2Kg: figures.totalCo2Kg,
  };
}
