import type { PositionColumns, QuarantineColumns } from './position-rows';

// Finding the rows PostgreSQL refuses in a batch (PositionsWriter.isolate, README "Telemetry ingest"): which errors
// are a row's fault, the halving, and the refused position rows as quarantine rows.

/** A value no column can hold, found while building a statement's parameters: a data error like PostgreSQL's. */
export class UnstorableValueError extends Error {
  override readonly name = 'UnstorableValueError';
}

/**
 * Whether a failed write was refused for what a row holds (retrying it cannot help; isolating it can): PostgreSQL's
 * data exceptions (class 22: out of range, bad text, …), integrity violations (class 23) and program limits (54000:
 * a value too large), or a value refused before it was sent. Anything else (a lost connection, a deadlock, the
 * database shutting down) is the batch's problem and is retried as a whole.
 */
export function isDataError(error: unknown): boolean {
  if (error instanceof UnstorableValueError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23') || code === '54000');
}

/** A packet (its index in the batch) with a row nothing could store: its message goes to the dead-letter topic. */
export interface RowFailure {
  packet: number;
  reason: string;
}

/** The rows `rows` of every column, in that order. */
export function pickRows<T extends object>(columns: T, rows: readonly number[]): T {
  const picked: { [column: string]: unknown[] } = {};
  for (const [name, values] of Object.entries(columns as { [column: string]: unknown[] })) {
    picked[name] = rows.map((row) => values[row]);
  }
  return picked as T;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Writes rows [0, count) with `write`, halving on a data error until each refused row is reported alone. */
export async function bisect(
  count: number,
  write: (rows: number[]) => Promise<void>,
  refuse: (row: number, error: unknown) => void,
  rows: number[] = Array.from({ length: count }, (_, row) => row),
): Promise<void> {
  if (rows.length === 0) return;
  try {
    await write(rows);
  } catch (error) {
    if (!isDataError(error)) throw error;
    if (rows.length === 1) {
      refuse(rows[0], error);
      return;
    }
    const half = rows.length >> 1;
    await bisect(count, write, refuse, rows.slice(0, half));
    await bisect(count, write, refuse, rows.slice(half));
  }
}

/** The quarantine rows with the position rows the store refused added, each with PostgreSQL's reason. */
export function withRefused(
  quarantine: QuarantineColumns,
  positions: PositionColumns,
  refused: ReadonlyArray<{ row: number; detail: string }>,
): QuarantineColumns & { detail: Array<string | null> } {
  const all = quarantine.deviceId.map((_, row) => row);
  const out = { ...pickRows(quarantine, all), detail: all.map((): string | null => null) };
  for (const { row, detail } of refused) {
    out.deviceId.push(positions.deviceId[row]);
    out.tsMs.push(positions.tsMs[row]);
    out.receivedMs.push(positions.receivedMs[row]);
    out.reason.push('unstorable');
    out.detail.push(detail);
    out.record.push(positionRowJson(positions, row));
    out.packet.push(positions.packet[row]);
  }
  return out;
}

/** A refused position row as the quarantine keeps it (the record's JSON form, as far as the row holds it). */
function positionRowJson(positions: PositionColumns, row: number): unknown {
  const finite = (value: number | null) => (value === null || Number.isFinite(value) ? value : String(value));
  return {
    timestampMs: positions.tsMs[row],
    latitude: finite(positions.latitude[row]),
    longitude: finite(positions.longitude[row]),
    altitudeM: finite(positions.altitudeM[row]),
    angleDeg: finite(positions.angleDeg[row]),
    satellites: finite(positions.satellites[row]),
    speedKmh: finite(positions.speedKmh[row]),
    validFix: positions.validFix[row],
    hdop: finite(positions.hdop[row]),
    io: {
      ignition: positions.ignition[row],
      movement: positions.movement[row],
      totalOdometerM: finite(positions.totalOdometerM[row]),
      externalVoltageMv: finite(positions.externalVoltageMv[row]),
      batteryLevelPct: finite(positions.batteryLevelPct[row]),
      ibuttonDriverId: positions.driverId[row],
    },
    rawIo: positions.io[row],
  };
}
