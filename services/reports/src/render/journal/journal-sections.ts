import { wholeKm } from '../format/numbers';
import { ZonedClock } from '../format/zoned-time';
import { isPrivatePurpose, type ReportTrip } from './report-trip';

/** The monthly attestation of a vehicle's month (spec 02 §4): who attested it, and who approved or refused it. */
export interface Attestation {
  attestedBy?: string;
  attestedAtMs?: number;
  decision?: { outcome: 'approved' | 'refused'; by: string; atMs: number };
}

/** One section of the journal: a vehicle's calendar month (in the report's zone), its trips in start order. */
export interface JournalSection {
  vehicleId: number;
  vehicleLabel: string;
  vehicleName: string;
  /** yyyymm in the report's time zone. */
  monthKey: number;
  trips: readonly ReportTrip[];
  /** The vehicle's last trip's stop odometer before this month (metres, 0 unknown): the first trip's gap. */
  previousOdometerStopM?: number;
  /** Absent: the caller does not know it (the command line), and the report says nothing of it. */
  attestation?: Attestation;
}

export interface SectionSummary {
  trips: number;
  businessM: number;
  privateM: number;
  congestionTaxSek: number;
  infraTaxSek: number;
  /** The first known odometer of the month (metres), 0 when no trip has one. */
  odometerStartM: number;
  odometerEndM: number;
}

/** Totals over all the section's trips, hidden private ones included. */
export function summarizeSection(section: JournalSection): SectionSummary {
  const summary: SectionSummary = {
    trips: section.trips.length,
    businessM: 0,
    privateM: 0,
    congestionTaxSek: 0,
    infraTaxSek: 0,
    odometerStartM: 0,
    odometerEndM: 0,
  };
  for (const trip of section.trips) {
    if (isPrivatePurpose(trip.purpose)) summary.privateM += trip.distanceM;
    else summary.businessM += trip.distanceM;
    summary.congestionTaxSek += trip.congestionTaxSek;
    summary.infraTaxSek += trip.infraTaxSek;
    if (summary.odometerStartM === 0 && trip.odometerStartM !== 0) summary.odometerStartM = trip.odometerStartM;
    if (trip.odometerStopM !== 0) summary.odometerEndM = trip.odometerStopM;
  }
  return summary;
}

/** A trip as the report prints it. */
export interface JournalRow {
  trip: ReportTrip;
  private: boolean;
  /** false: date and distance only (a private trip without "show private", or another driver's private trip). */
  detailed: boolean;
  /**
   * The jump in whole km between the previous trip's printed stop odometer and this trip's printed start (both
   * known); 0 when they agree. Compared as printed, so every step a reader sees in the columns is explained.
   */
  gapKm: number;
}

export function* journalRows(section: JournalSection, showPrivate: boolean): Generator<JournalRow> {
  let previousStopM = section.previousOdometerStopM ?? 0;
  for (const trip of section.trips) {
    const isPrivate = isPrivatePurpose(trip.purpose);
    const gapKm =
      previousStopM !== 0 && trip.odometerStartM !== 0 ? wholeKm(trip.odometerStartM) - wholeKm(previousStopM) : 0;
    yield { trip, private: isPrivate, detailed: !trip.privateHidden && (!isPrivate || showPrivate), gapKm };
    previousStopM = trip.odometerStopM;
  }
}

const UNKNOWN_VEHICLE = 0;

/**
 * The trip with its texts shared with the trips before it: a parsed JSON line has its own copy of every address,
 * errand and name, and a fleet's year repeats a few hundred of them over a hundred thousand trips.
 */
function compactor(): (trip: ReportTrip) => ReportTrip {
  const texts = new Map<string, string>();
  const shared = (text: string) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
  return (trip) => ({
    ...trip,
    vehicleLabel: shared(trip.vehicleLabel),
    vehicleName: shared(trip.vehicleName),
    driverName: shared(trip.driverName),
    purpose: shared(trip.purpose),
    description: shared(trip.description),
    startAddress: shared(trip.startAddress),
    stopAddress: shared(trip.stopAddress),
  });
}

/**
 * Groups trips (in any order) into sections per vehicle and local month: vehicles by their label (the unknown vehicle
 * last), months and trips in time order, each section carrying the vehicle's last odometer of the month before. Keeps
 * the trips themselves in memory, nothing rendered: the journal API answers oldest first across vehicles.
 */
export async function groupJournalSections(
  trips: AsyncIterable<ReportTrip> | Iterable<ReportTrip>,
  timeZone: string,
): Promise<JournalSection[]> {
  const clock = new ZonedClock(timeZone);
  const compact = compactor();
  const vehicles = new Map<number, { label: string; name: string; months: Map<number, ReportTrip[]> }>();
  for await (const parsed of trips) {
    const trip = compact(parsed);
    let vehicle = vehicles.get(trip.vehicleId);
    if (!vehicle) {
      vehicle = { label: trip.vehicleLabel, name: trip.vehicleName, months: new Map() };
      vehicles.set(trip.vehicleId, vehicle);
    }
    const key = clock.monthKey(trip.startMs);
    const month = vehicle.months.get(key);
    if (month) month.push(trip);
    else vehicle.months.set(key, [trip]);
  }
  const order = [...vehicles.entries()].sort(([idA, a], [idB, b]) => {
    if ((idA === UNKNOWN_VEHICLE) !== (idB === UNKNOWN_VEHICLE)) return idA === UNKNOWN_VEHICLE ? 1 : -1;
    return a.label.localeCompare(b.label, 'sv') || idA - idB;
  });
  const sections: JournalSection[] = [];
  for (const [vehicleId, vehicle] of order) {
    let previousOdometerStopM = 0;
    for (const monthKey of [...vehicle.months.keys()].sort((a, b) => a - b)) {
      const monthTrips = vehicle.months.get(monthKey)!;
      monthTrips.sort((a, b) => a.startMs - b.startMs || a.journalId - b.journalId);
      sections.push({
        vehicleId,
        vehicleLabel: vehicleId === UNKNOWN_VEHICLE ? '' : vehicle.label,
        vehicleName: vehicleId === UNKNOWN_VEHICLE ? '' : vehicle.name,
        monthKey,
        trips: monthTrips,
        previousOdometerStopM,
      });
      previousOdometerStopM = monthTrips.at(-1)!.odometerStopM;
    }
  }
  return sections;
}
