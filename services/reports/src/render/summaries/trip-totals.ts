import { isPrivatePurpose, type ReportTrip } from '../journal/report-trip';

/** A group's trips added up (hidden private trips included: their distance and tolls are given, their times not). */
export interface TripTotals {
  trips: number;
  businessM: number;
  privateM: number;
  congestionTaxSek: number;
  infraTaxSek: number;
  /** Start to stop of the trips whose times are known (a hidden private trip's are not). */
  driveMs: number;
  /** The odometer at the start of the earliest trip that has one, at the stop of the latest (metres; 0 unknown). */
  odometerFirstM: number;
  odometerLastM: number;
  firstOdometerAtMs: number;
  lastOdometerAtMs: number;
}

export const emptyTotals = (): TripTotals => ({
  trips: 0,
  businessM: 0,
  privateM: 0,
  congestionTaxSek: 0,
  infraTaxSek: 0,
  driveMs: 0,
  odometerFirstM: 0,
  odometerLastM: 0,
  firstOdometerAtMs: Number.POSITIVE_INFINITY,
  lastOdometerAtMs: Number.NEGATIVE_INFINITY,
});

export function addTrip(totals: TripTotals, trip: ReportTrip): void {
  totals.trips += 1;
  if (isPrivatePurpose(trip.purpose)) totals.privateM += trip.distanceM;
  else totals.businessM += trip.distanceM;
  totals.congestionTaxSek += trip.congestionTaxSek;
  totals.infraTaxSek += trip.infraTaxSek;
  if (!trip.privateHidden) totals.driveMs += Math.max(0, trip.stopMs - trip.startMs);
  if (trip.odometerStartM !== 0 && trip.startMs < totals.firstOdometerAtMs) {
    totals.odometerFirstM = trip.odometerStartM;
    totals.firstOdometerAtMs = trip.startMs;
  }
  if (trip.odometerStopM !== 0 && trip.stopMs >= totals.lastOdometerAtMs) {
    totals.odometerLastM = trip.odometerStopM;
    totals.lastOdometerAtMs = trip.stopMs;
  }
}

/** The sum of groups (odometers are per vehicle and do not add up: the grand total has none). */
export function sumTotals(groups: Iterable<TripTotals>): TripTotals {
  const sum = emptyTotals();
  for (const group of groups) {
    sum.trips += group.trips;
    sum.businessM += group.businessM;
    sum.privateM += group.privateM;
    sum.congestionTaxSek += group.congestionTaxSek;
    sum.infraTaxSek += group.infraTaxSek;
    sum.driveMs += group.driveMs;
  }
  return sum;
}

export interface VehicleLabel {
  vehicleId: number;
  /** Registration, else name; '' unknown. */
  label: string;
  name: string;
}

export interface VehicleTotals extends VehicleLabel {
  totals: TripTotals;
}

export interface DriverTotals {
  /** '' : trips without a driver. */
  driverName: string;
  /** The vehicles the driver drove, by label, sorted. */
  vehicles: string[];
  totals: TripTotals;
}

/**
 * Totals per vehicle, trip by trip (a year of trips is never held), by registration; trips without a vehicle last.
 * `known` vehicles (the scope's, from fleet) give the names and, with `withIdle`, a zero row when they had no trips.
 */
export class VehicleTotalsBuilder {
  private readonly byVehicle = new Map<number, VehicleTotals>();

  constructor(
    private readonly known: readonly VehicleLabel[] = [],
    private readonly withIdle = false,
  ) {}

  add(trip: ReportTrip): void {
    let group = this.byVehicle.get(trip.vehicleId);
    if (!group) {
      group = {
        vehicleId: trip.vehicleId,
        label: trip.vehicleLabel,
        name: trip.vehicleName,
        totals: emptyTotals(),
      };
      this.byVehicle.set(trip.vehicleId, group);
    }
    addTrip(group.totals, trip);
  }

  result(): VehicleTotals[] {
    const rows = [...this.byVehicle.values()];
    if (this.withIdle) {
      for (const vehicle of this.known) {
        if (!this.byVehicle.has(vehicle.vehicleId)) rows.push({ ...vehicle, totals: emptyTotals() });
      }
    }
    const names = new Map(this.known.map((vehicle) => [vehicle.vehicleId, vehicle]));
    return rows
      .map((row) => ({ ...row, ...names.get(row.vehicleId) }))
      .sort((a, b) => (a.vehicleId === 0 ? 1 : 0) - (b.vehicleId === 0 ? 1 : 0) || byLabel(a.label, b.label));
  }
}

export function totalsByVehicle(
  trips: Iterable<ReportTrip>,
  known: readonly VehicleLabel[] = [],
  withIdle = false,
): VehicleTotals[] {
  const builder = new VehicleTotalsBuilder(known, withIdle);
  for (const trip of trips) builder.add(trip);
  return builder.result();
}

/** Totals per driver by name, sorted by name; trips without a driver last. */
export class DriverTotalsBuilder {
  private readonly byDriver = new Map<string, { totals: TripTotals; vehicles: Set<string> }>();

  add(trip: ReportTrip): void {
    let group = this.byDriver.get(trip.driverName);
    if (!group) {
      group = { totals: emptyTotals(), vehicles: new Set() };
      this.byDriver.set(trip.driverName, group);
    }
    addTrip(group.totals, trip);
    if (trip.vehicleLabel) group.vehicles.add(trip.vehicleLabel);
  }

  result(): DriverTotals[] {
    return [...this.byDriver.entries()]
      .map(([driverName, group]) => ({
        driverName,
        vehicles: [...group.vehicles].sort(byLabel),
        totals: group.totals,
      }))
      .sort((a, b) => byDriverName(a.driverName, b.driverName));
  }
}

export function totalsByDriver(trips: Iterable<ReportTrip>): DriverTotals[] {
  const builder = new DriverTotalsBuilder();
  for (const trip of trips) builder.add(trip);
  return builder.result();
}

const collator = new Intl.Collator('sv-SE', { numeric: true, sensitivity: 'base' });

export const byLabel = (a: string, b: string): number => collator.compare(a, b);

/** By name in Swedish order (Å, Ä, Ö after Z); no driver ('') last. */
export const byDriverName = (a: string, b: string): number =>
  a === b ? 0 : a === '' ? 1 : b === '' ? -1 : collator.compare(a, b);
