import { tripTypeText } from '../journal/journal-cells';
import { journalTexts, type ReportLanguage } from '../journal/journal-texts';
import { isPrivatePurpose, type ReportTrip } from '../journal/report-trip';
import type { SummaryTexts } from './summary-texts';
import { type Cell, decimal, int, km } from './table-cells';
import type { TableReport } from './table-report';
import { byDriverName } from './trip-totals';

export interface PurposeTotals {
  /** BUSINESS, a BUSINESS_* value, or PRIVATE (PRIVATE_AUTO counted in it). */
  purpose: string;
  trips: number;
  distanceM: number;
}

export interface DriverPurposeTotals extends PurposeTotals {
  /** '' : trips without a driver. */
  driverName: string;
}

/** The purpose a trip is counted under: the automatic private purpose is private, no purpose is business. */
export function purposeKey(purpose: string): string {
  if (isPrivatePurpose(purpose)) return 'PRIVATE';
  return purpose === '' ? 'BUSINESS' : purpose;
}

/** BUSINESS first, its kinds by name, PRIVATE last. */
function byPurpose(a: string, b: string): number {
  const rank = (purpose: string) => (purpose === 'BUSINESS' ? 0 : purpose === 'PRIVATE' ? 2 : 1);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Trips and distance per purpose and per driver and purpose, trip by trip. */
export class PurposeTotalsBuilder {
  private readonly all = new Map<string, PurposeTotals>();
  private readonly perDriver = new Map<string, DriverPurposeTotals>();

  add(trip: ReportTrip): void {
    const purpose = purposeKey(trip.purpose);
    const total = this.all.get(purpose) ?? { purpose, trips: 0, distanceM: 0 };
    total.trips += 1;
    total.distanceM += trip.distanceM;
    this.all.set(purpose, total);
    const key = JSON.stringify([trip.driverName, purpose]);
    const driver = this.perDriver.get(key) ?? { driverName: trip.driverName, purpose, trips: 0, distanceM: 0 };
    driver.trips += 1;
    driver.distanceM += trip.distanceM;
    this.perDriver.set(key, driver);
  }

  result(): { byPurpose: PurposeTotals[]; byDriver: DriverPurposeTotals[] } {
    return {
      byPurpose: [...this.all.values()].sort((a, b) => byPurpose(a.purpose, b.purpose)),
      byDriver: [...this.perDriver.values()].sort(
        (a, b) => byDriverName(a.driverName, b.driverName) || byPurpose(a.purpose, b.purpose),
      ),
    };
  }
}

export function purposeTotals(trips: Iterable<ReportTrip>): ReturnType<PurposeTotalsBuilder['result']> {
  const builder = new PurposeTotalsBuilder();
  for (const trip of trips) builder.add(trip);
  return builder.result();
}

const percent = (part: number, whole: number): Cell => decimal(whole === 0 ? undefined : (100 * part) / whole, 1);

/**
 * PURPOSE: the PDF's table per purpose (trips, km, share of the distance) with totals, then per driver and purpose
 * (share of the driver's distance); the CSV one row per driver and purpose.
 */
export function purposeTable(
  totals: ReturnType<PurposeTotalsBuilder['result']>,
  texts: SummaryTexts,
  lang: ReportLanguage,
): TableReport {
  const c = texts.columns;
  const journal = journalTexts(lang);
  const label = (purpose: string) => tripTypeText(purpose, purpose === 'PRIVATE', journal);
  const driver = (name: string) => name || texts.noDriver;
  const distance = totals.byPurpose.reduce((sum, row) => sum + row.distanceM, 0);
  const trips = totals.byPurpose.reduce((sum, row) => sum + row.trips, 0);
  const perDriver = new Map<string, number>();
  for (const row of totals.byDriver) {
    perDriver.set(row.driverName, (perDriver.get(row.driverName) ?? 0) + row.distanceM);
  }
  return {
    sections: [
      {
        heading: texts.headings.byPurpose,
        columns: [
          { header: c.purpose, weight: 3, wrap: true },
          { header: c.trips, weight: 1, align: 'right' },
          { header: c.distanceKm, weight: 1.2, align: 'right' },
          { header: c.share, weight: 1.2, align: 'right' },
        ],
        rows: totals.byPurpose.map((row) => [
          label(row.purpose),
          int(row.trips),
          km(row.distanceM),
          percent(row.distanceM, distance),
        ]),
        total: [texts.total, int(trips), km(distance), percent(distance, distance)],
      },
      {
        heading: texts.headings.byDriverAndPurpose,
        columns: [
          { header: c.driver, weight: 2, wrap: true },
          { header: c.purpose, weight: 3, wrap: true },
          { header: c.trips, weight: 1, align: 'right' },
          { header: c.distanceKm, weight: 1.2, align: 'right' },
          { header: c.share, weight: 1.2, align: 'right' },
        ],
        rows: totals.byDriver.map((row) => [
          driver(row.driverName),
          label(row.purpose),
          int(row.trips),
          km(row.distanceM),
          percent(row.distanceM, perDriver.get(row.driverName) ?? 0),
        ]),
      },
    ],
    csv: {
      columns: [c.driver, c.purpose, c.trips, c.distanceKm],
      rows: totals.byDriver.map((row) => [
        driver(row.driverName),
        label(row.purpose),
        int(row.trips),
        km(row.distanceM),
      ]),
    },
  };
}
