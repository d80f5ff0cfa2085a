import { DECIMAL_POINT_CELL } from '../format/numbers';
import { ZonedClock } from '../format/zoned-time';
import type { SummaryTexts } from './summary-texts';
import { type Cell, decimal, formatDecimal, int, km, MISSING_CELL } from './table-cells';
import type { TableReport } from './table-report';
import { byLabel } from './trip-totals';

/** What the tracker report needs of a fleet vehicle. */
export interface TrackerVehicle {
  id: number;
  registry: string;
  displayName: string;
  deviceType: string;
  isTracker: boolean;
  /** Epoch ms; 0 never seen. */
  lastSeen: number;
  batteryPercentage?: number;
  state?: { imei: string };
}

export interface TrackerPosition {
  latitude: number;
  longitude: number;
  atMs: number;
}

export interface TrackerMoves {
  moves: number;
  distanceM: number;
  /** Where the latest move of the period ended; absent without one (or when the journal withheld it). */
  lastPosition?: TrackerPosition;
}

/** The TAT100 (the battery asset tracker) is the one tracker the report is for (spec 02 §2.5's row menus). */
export const isTat100 = (vehicle: Pick<TrackerVehicle, 'deviceType'>): boolean =>
  vehicle.deviceType.toUpperCase() === 'TAT100';

/** The period's moves per tracker, move by move. */
export class TrackerMovesBuilder {
  private readonly byVehicle = new Map<number, TrackerMoves>();

  add(vehicleId: number, move: { distanceM: number; stopMs: number; stop?: { latitude: number; longitude: number } }) {
    const moves = this.byVehicle.get(vehicleId) ?? { moves: 0, distanceM: 0 };
    moves.moves += 1;
    moves.distanceM += move.distanceM;
    if (move.stop && (!moves.lastPosition || move.stopMs >= moves.lastPosition.atMs)) {
      moves.lastPosition = { latitude: move.stop.latitude, longitude: move.stop.longitude, atMs: move.stopMs };
    }
    this.byVehicle.set(vehicleId, moves);
  }

  get(vehicleId: number): TrackerMoves {
    return this.byVehicle.get(vehicleId) ?? { moves: 0, distanceM: 0 };
  }
}

export interface TrackerRow {
  vehicle: TrackerVehicle;
  moves: TrackerMoves;
}

/** The TAT100 trackers among the vehicles, by registration (or name), with their moves. */
export function trackerRows(vehicles: readonly TrackerVehicle[], moves: TrackerMovesBuilder): TrackerRow[] {
  return vehicles
    .filter(isTat100)
    .map((vehicle) => ({ vehicle, moves: moves.get(vehicle.id) }))
    .sort((a, b) => byLabel(trackerLabel(a.vehicle), trackerLabel(b.vehicle)));
}

function trackerLabel(vehicle: TrackerVehicle): string {
  const label = vehicle.registry || vehicle.displayName || `#${vehicle.id}`;
  return vehicle.registry && vehicle.displayName && vehicle.displayName !== vehicle.registry
    ? `${label} (${vehicle.displayName})`
    : label;
}

/**
 * TRACKERS: per TAT100 its registration or name, IMEI, when it last reported, its battery, where its latest move
 * of the period ended and when, and its moves and distance in the period. The PDF prints the position as
 * "lat, lon" with decimal points (as maps take it); the CSV has a column for each, as numbers of its delimiter.
 */
export function trackerTable(rows: readonly TrackerRow[], texts: SummaryTexts, timeZone: string): TableReport {
  const c = texts.columns;
  const clock = new ZonedClock(timeZone);
  const when = (ms: number): Cell => (ms > 0 ? clock.dateTimeText(ms) : MISSING_CELL);
  const battery = (row: TrackerRow): Cell =>
    row.vehicle.batteryPercentage === undefined ? MISSING_CELL : int(row.vehicle.batteryPercentage);
  const head = (row: TrackerRow): Cell[] => [
    trackerLabel(row.vehicle),
    row.vehicle.state?.imei || MISSING_CELL,
    when(row.vehicle.lastSeen),
    battery(row),
  ];
  const tail = (row: TrackerRow): Cell[] => [
    when(row.moves.lastPosition?.atMs ?? 0),
    int(row.moves.moves),
    km(row.moves.distanceM),
  ];
  const point = (value: number) => formatDecimal(value, 5, DECIMAL_POINT_CELL);
  const position = (row: TrackerRow): Cell => {
    const at = row.moves.lastPosition;
    return at ? `${point(at.latitude)}, ${point(at.longitude)}` : MISSING_CELL;
  };
  const columns = [
    { header: c.tracker, weight: 2, wrap: true },
    { header: c.imei, weight: 1.4 },
    { header: c.lastSeen, weight: 1.1 },
    { header: c.battery, weight: 0.7, align: 'right' as const },
    { header: c.lastPosition, weight: 1.6 },
    { header: c.positionTime, weight: 1.1 },
    { header: c.moves, weight: 0.9, align: 'right' as const },
    { header: c.distanceKm, weight: 0.9, align: 'right' as const },
  ];
  return {
    sections: [{ columns, rows: rows.map((row) => [...head(row), position(row), ...tail(row)]) }],
    csv: {
      columns: [
        c.tracker,
        c.imei,
        c.lastSeen,
        c.battery,
        c.latitude,
        c.longitude,
        c.positionTime,
        c.moves,
        c.distanceKm,
      ],
      rows: rows.map((row) => [
        ...head(row),
        decimal(row.moves.lastPosition?.latitude, 5),
        decimal(row.moves.lastPosition?.longitude, 5),
        ...tail(row),
      ]),
    },
  };
}
