import type { PdfColumn } from '../pdf/pdf-table';
import type { SummaryTexts } from './summary-texts';
import { type Cell, duration, int, km, MISSING_CELL, odometer } from './table-cells';
import type { TableReport } from './table-report';
import { type DriverTotals, sumTotals, type TripTotals, type VehicleTotals } from './trip-totals';

const figureCells = (t: TripTotals): Cell[] => [
  int(t.trips),
  km(t.businessM),
  km(t.privateM),
  km(t.businessM + t.privateM),
];
const taxCells = (t: TripTotals): Cell[] => [int(t.congestionTaxSek), int(t.infraTaxSek), duration(t.driveMs)];

function figureColumns(texts: SummaryTexts): PdfColumn[] {
  const c = texts.columns;
  return [
    { header: c.trips, weight: 0.6, align: 'right' },
    { header: c.businessKm, weight: 1, align: 'right' },
    { header: c.privateKm, weight: 1, align: 'right' },
    { header: c.totalKm, weight: 1, align: 'right' },
  ];
}

function taxColumns(texts: SummaryTexts): PdfColumn[] {
  const c = texts.columns;
  return [
    { header: c.congestionTax, weight: 1, align: 'right' },
    { header: c.infraFee, weight: 1.1, align: 'right' },
    { header: c.driveTime, weight: 0.8, align: 'right' },
  ];
}

function summaryOf(total: TripTotals, texts: SummaryTexts): TableReport['summary'] {
  const c = texts.columns;
  return [
    { label: c.trips, value: int(total.trips) },
    { label: c.businessKm, value: km(total.businessM) },
    { label: c.privateKm, value: km(total.privateM) },
    { label: c.totalKm, value: km(total.businessM + total.privateM) },
    { label: c.driveTime, value: duration(total.driveMs) },
  ];
}

export function vehicleLabelText(row: { vehicleId: number; label: string }, texts: SummaryTexts): string {
  if (row.vehicleId === 0) return texts.unknownVehicle;
  return row.label || `#${row.vehicleId}`;
}

/**
 * SUMMARY_VEHICLE and SUMMARY_ALL_VEHICLES: one row per vehicle with its trips, distances, the odometer at its first
 * and last trip of the period, the tolls and the drive time, and the grand totals.
 */
export function vehicleSummaryTable(rows: readonly VehicleTotals[], texts: SummaryTexts): TableReport {
  const c = texts.columns;
  const total = sumTotals(rows.map((row) => row.totals));
  const cells = (row: VehicleTotals): Cell[] => [
    vehicleLabelText(row, texts),
    row.name,
    ...figureCells(row.totals),
    odometer(row.totals.odometerFirstM),
    odometer(row.totals.odometerLastM),
    ...taxCells(row.totals),
  ];
  const columns: PdfColumn[] = [
    { header: c.vehicle, weight: 1 },
    { header: c.vehicleName, weight: 1.5, wrap: true },
    ...figureColumns(texts),
    { header: c.odometerFirst, weight: 1.1, align: 'right' },
    { header: c.odometerLast, weight: 1.1, align: 'right' },
    ...taxColumns(texts),
  ];
  return {
    summary: summaryOf(total, texts),
    sections: [
      {
        columns,
        rows: rows.map(cells),
        total: [texts.total, '', ...figureCells(total), MISSING_CELL, MISSING_CELL, ...taxCells(total)],
      },
    ],
    csv: { columns: columns.map((column) => column.header), rows: rows.map(cells) },
  };
}

/**
 * SUMMARY_DRIVER: one row per driver (trips without one under "Ingen förare") with the vehicles driven in place of
 * the odometers, which belong to vehicles, not drivers.
 */
export function driverSummaryTable(rows: readonly DriverTotals[], texts: SummaryTexts): TableReport {
  const c = texts.columns;
  const total = sumTotals(rows.map((row) => row.totals));
  const cells = (row: DriverTotals): Cell[] => [
    row.driverName || texts.noDriver,
    row.vehicles.join(', '),
    ...figureCells(row.totals),
    ...taxCells(row.totals),
  ];
  const columns: PdfColumn[] = [
    { header: c.driver, weight: 1.5, wrap: true },
    { header: c.vehicles, weight: 2, wrap: true },
    ...figureColumns(texts),
    ...taxColumns(texts),
  ];
  return {
    summary: summaryOf(total, texts),
    sections: [{ columns, rows: rows.map(cells), total: [texts.total, '', ...figureCells(total), ...taxCells(total)] }],
    csv: { columns: columns.map((column) => column.header), rows: rows.map(cells) },
  };
}
