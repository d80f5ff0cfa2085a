import type { journalV1 } from '@fleetlog/contracts';

import type { SummaryTexts } from './summary-texts';
import { type Cell, decimal, int, km, MISSING_CELL } from './table-cells';
import type { TableReport } from './table-report';
import { byLabel, type VehicleLabel } from './trip-totals';

export type EcoScoreFigures = Omit<journalV1.EcoScore, 'vehicleId' | 'fromMs' | 'toMs'>;

export interface EcoScoreRow extends VehicleLabel {
  /** Absent: the journal had no score for the vehicle (printed like a vehicle that did not drive). */
  score?: EcoScoreFigures;
}

const drove = (row: EcoScoreRow): row is EcoScoreRow & { score: EcoScoreFigures } => (row.score?.distanceKm ?? 0) > 0;

/** The fleet's score: each vehicle's weighted by its distance, so a short trip does not count as a long one. */
export function fleetScore(rows: readonly EcoScoreRow[]): number | undefined {
  let weighted = 0;
  let distance = 0;
  for (const row of rows) {
    if (!drove(row) || row.score.total === undefined) continue;
    weighted += row.score.total * row.score.distanceKm;
    distance += row.score.distanceKm;
  }
  return distance === 0 ? undefined : weighted / distance;
}

/**
 * ECOSCORE: per vehicle its scores (0–100, one decimal), the harsh events behind them, the distance and the CO₂;
 * a vehicle without distance prints "–" in every figure.
 */
export function ecoScoreTable(rows: readonly EcoScoreRow[], texts: SummaryTexts): TableReport {
  const c = texts.columns;
  const sorted = [...rows].sort((a, b) => byLabel(a.label, b.label));
  const cells = (row: EcoScoreRow): Cell[] => {
    const head = [row.label || `#${row.vehicleId}`, row.name];
    if (!drove(row)) return [...head, ...Array<Cell>(11).fill(MISSING_CELL)];
    const s = row.score;
    return [
      ...head,
      int(s.tripCount),
      km(Math.round(s.distanceKm * 1000)),
      decimal(s.total, 1),
      decimal(s.acceleration, 1),
      decimal(s.braking, 1),
      decimal(s.cornering, 1),
      int(s.harshAccelerations),
      int(s.harshBrakings),
      int(s.sharpCorners),
      decimal(s.vehicleCo2GKm, 0),
      decimal(s.totalCo2Kg, 1),
    ];
  };
  const columns = [
    { header: c.vehicle, weight: 1 },
    { header: c.vehicleName, weight: 1.5, wrap: true },
    { header: c.trips, weight: 0.6, align: 'right' as const },
    { header: c.distanceKm, weight: 0.9, align: 'right' as const },
    { header: c.ecoScore, weight: 0.7, align: 'right' as const },
    { header: c.acceleration, weight: 0.9, align: 'right' as const },
    { header: c.braking, weight: 0.9, align: 'right' as const },
    { header: c.cornering, weight: 0.9, align: 'right' as const },
    { header: c.harshAccelerations, weight: 1, align: 'right' as const },
    { header: c.harshBrakings, weight: 1, align: 'right' as const },
    { header: c.sharpCorners, weight: 0.8, align: 'right' as const },
    { header: c.co2PerKm, weight: 0.7, align: 'right' as const },
    { header: c.co2Total, weight: 0.8, align: 'right' as const },
  ];
  const driven = sorted.filter(drove);
  const distanceM = driven.reduce((sum, row) => sum + Math.round(row.score.distanceKm * 1000), 0);
  const withCo2 = driven.filter((row) => row.score.totalCo2Kg !== undefined);
  const co2Kg = withCo2.length ? withCo2.reduce((sum, row) => sum + (row.score.totalCo2Kg ?? 0), 0) : undefined;
  return {
    summary: [
      { label: c.ecoScore, value: decimal(fleetScore(sorted), 1) },
      { label: c.distanceKm, value: km(distanceM) },
      { label: c.trips, value: int(driven.reduce((sum, row) => sum + row.score.tripCount, 0)) },
      { label: c.co2Total, value: decimal(co2Kg, 1) },
    ],
    sections: [{ columns, rows: sorted.map(cells) }],
    csv: { columns: columns.map((column) => column.header), rows: sorted.map(cells) },
  };
}
