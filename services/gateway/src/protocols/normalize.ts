import { normalizePositionRecord, type telemetryV1 } from '@fleetlog/contracts';
import type { IoElement, TrackerRecord } from './types';

// Decoded record → the contract's PositionRecord: the IO elements the platform understands by Teltonika id, and
// every element kept raw by id (decimal text for fixed-size values, hex for variable-length ones). A decoder hands
// over what the wire said (a u16 speed of 0xFFFF, an 8-byte battery level); the record published holds only values
// inside their physical range, the rest under the reserved raw IO keys (normalizePositionRecord, libs/contracts), so
// every value fits the contract's int32 fields and the stores behind the topic.

type PositionRecord = telemetryV1.PositionRecord;
type NormalizedIo = telemetryV1.NormalizedIo;

const IO = {
  gsmSignal: 21,
  totalOdometer: 16,
  externalVoltage: 66,
  batteryVoltage: 67,
  iButton: 78,
  batteryLevel: 113,
  tripOdometer: 199,
  ignition: 239,
  movement: 240,
  greenDrivingType: 253,
  greenDrivingValue: 254,
} as const;

export function rawIoValue(element: IoElement): string {
  if (element.size === 'variable') return element.value.toString('hex');
  return element.value.toString(10);
}

export function toPositionRecord(record: TrackerRecord): PositionRecord {
  const raw: Record<number, string> = {};
  const io: NormalizedIo = {};
  for (const element of record.io) {
    raw[element.id] = rawIoValue(element);
    if (element.size !== 'variable') applyKnown(io, element.id, element.size, element.value);
  }
  if (record.reported) Object.assign(io, definedOnly(record.reported));
  const position: PositionRecord = {
    timestampMs: record.timestampMs,
    latitude: record.latitude,
    longitude: record.longitude,
    altitudeM: record.altitudeM,
    angleDeg: record.angleDeg,
    satellites: record.satellites,
    speedKmh: record.speedKmh,
    validFix: record.validFix,
    priority: record.priority,
    eventIoId: record.eventIoId,
    io,
    rawIo: raw,
  };
  if (record.hdop !== undefined) position.hdop = record.hdop;
  return normalizePositionRecord(position).record;
}

function applyKnown(io: NormalizedIo, id: number, size: 1 | 2 | 4 | 8, value: number | bigint): void {
  // A known id with a value beyond 2^53 is garbage for these quantities: it stays in raw_io only. iButton is the
  // exception: its 8 bytes are an identifier, written as hex.
  if (id === IO.iButton) {
    if (value !== 0 && value !== 0n) io.ibuttonDriverId = value.toString(16).padStart(size * 2, '0');
    return;
  }
  if (typeof value !== 'number') return;
  switch (id) {
    case IO.ignition:
      io.ignition = value !== 0;
      break;
    case IO.movement:
      io.movement = value !== 0;
      break;
    case IO.totalOdometer:
      io.totalOdometerM = value;
      break;
    case IO.tripOdometer:
      io.tripOdometerM = value;
      break;
    case IO.externalVoltage:
      io.externalVoltageMv = value;
      break;
    case IO.batteryVoltage:
      io.batteryVoltageMv = value;
      break;
    case IO.batteryLevel:
      io.batteryLevelPct = value;
      break;
    case IO.gsmSignal:
      io.gsmSignal = value;
      break;
    case IO.greenDrivingType:
      io.greenDrivingType = value;
      break;
    case IO.greenDrivingValue:
      io.greenDrivingValue = value;
      break;
    default:
      break;
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
