import type { NormalizedIo, PositionRecord } from './generated/fleetlog/telemetry/v1/telemetry';

// The physical ranges of telemetry.positions.v1's PositionRecord (proto/fleetlog/telemetry/v1/telemetry.proto): a
// value outside its range is a tracker's garbled field, not a measurement. The gateway normalises every record it
// publishes with `normalizePositionRecord`, and every consumer that stores or judges records (the devices ingest, the
// journal's trip detection) applies it again, so a record from any producer fits what they store. A value taken out
// keeps what the tracker sent under a reserved key of the record's raw IO map (RAW_VALUE_KEYS): the key's presence is
// the flag that the value was normalised.

interface Range {
  min: number;
  max: number;
}

/** Inclusive ranges of the record's measured fields. */
export const POSITION_RANGES = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  // GNSS receivers for civil use stop reporting above 18 km (the COCOM limit); below -1 km is no road or mine.
  altitudeM: { min: -1_000, max: 18_000 },
  // Course over ground; some trackers write north as 360.
  angleDeg: { min: 0, max: 360 },
  // Every GNSS constellation together has about 130 satellites, never half of them in view; NMEA counts in 2 digits.
  satellites: { min: 0, max: 99 },
  // No road vehicle (nor a tracker in a light aircraft) is faster; above it the field is garbled (0xFFFF and the like).
  speedKmh: { min: 0, max: 500 },
  // NMEA writes HDOP with two integer digits.
  hdop: { min: 0, max: 99.99 },
} as const satisfies Record<string, Range>;

/** Inclusive ranges of the normalised IO values (the devices store and the status read them). */
export const IO_RANGES = {
  // 10 million km: beyond any vehicle's life (Teltonika's 4-byte odometer ends at 4.3 million km).
  totalOdometerM: { min: 0, max: 10_000_000_000 },
  tripOdometerM: { min: 0, max: 10_000_000_000 },
  // Trackers take up to 30–60 V of supply; 100 V is no vehicle battery.
  externalVoltageMv: { min: 0, max: 100_000 },
  batteryVoltageMv: { min: 0, max: 100_000 },
  batteryLevelPct: { min: 0, max: 100 },
  gsmSignal: { min: 0, max: 5 },
  greenDrivingType: { min: 0, max: 255 },
  greenDrivingValue: { min: 0, max: 65_535 },
} as const satisfies Partial<Record<keyof NormalizedIo, Range>>;

/** The longest driver identifier kept (an iButton key is 16 hex digits; card numbers are shorter than this). */
export const MAX_DRIVER_ID_LENGTH = 64;

/**
 * Reserved keys of `raw_io` holding the value a tracker sent for a field that was normalised: 1,000,000 plus the
 * field's number in PositionRecord, 1,000,100 plus its number in NormalizedIo. Teltonika IO ids end at 65,535, so no
 * IO element can have one of these keys. The value is the tracker's as decimal text ('65535', '-214.7483648', 'NaN'),
 * the driver id as sent.
 */
export const RAW_VALUE_KEYS = {
  latitude: 1_000_002,
  longitude: 1_000_003,
  altitudeM: 1_000_004,
  angleDeg: 1_000_005,
  satellites: 1_000_006,
  speedKmh: 1_000_007,
  hdop: 1_000_009,
  totalOdometerM: 1_000_103,
  tripOdometerM: 1_000_104,
  externalVoltageMv: 1_000_105,
  batteryVoltageMv: 1_000_106,
  batteryLevelPct: 1_000_107,
  gsmSignal: 1_000_108,
  ibuttonDriverId: 1_000_109,
  greenDrivingType: 1_000_110,
  greenDrivingValue: 1_000_111,
} as const;

export type NormalizedField = keyof typeof RAW_VALUE_KEYS | 'rawIo';

export interface NormalizedRecord {
  /** The record itself when nothing was out of range, else a copy. */
  record: PositionRecord;
  /** The fields taken out or replaced ('rawIo': a raw value that was not storable text, kept as hex). */
  normalized: NormalizedField[];
}

const NOTHING: NormalizedField[] = [];

/**
 * The record with every value inside its physical range: an impossible speed, heading, altitude or HDOP becomes
 * unknown (absent); an impossible satellite count 0 (a fix without a count, as @Track reports); impossible
 * coordinates make the record one without a fix at 0,0 (kept, never plotted); an impossible normalised IO value or an
 * over-long driver id is left out. Each keeps the tracker's value under its RAW_VALUE_KEYS key. Integer fields are
 * rounded. A raw IO value that PostgreSQL's JSON cannot hold (a NUL, a lone surrogate) becomes 'hex:' and its UTF-8
 * bytes. Idempotent: a normalised record comes back unchanged. Allocates only when something is out of range.
 */
export function normalizePositionRecord(record: PositionRecord): NormalizedRecord {
  if (isPlausible(record)) return { record, normalized: NOTHING };
  const normalized: NormalizedField[] = [];
  const rawIo: Record<number, string> = { ...record.rawIo };
  const out: PositionRecord = { ...record, rawIo };
  const keep = (field: keyof typeof RAW_VALUE_KEYS, value: unknown) => {
    normalized.push(field);
    const key = RAW_VALUE_KEYS[field];
    if (rawIo[key] === undefined) rawIo[key] = String(value);
  };

  if (!inRange(record.latitude, POSITION_RANGES.latitude) || !inRange(record.longitude, POSITION_RANGES.longitude)) {
    keep('latitude', record.latitude);
    keep('longitude', record.longitude);
    out.latitude = 0;
    out.longitude = 0;
    out.validFix = false;
  } else {
    // -0 (an @Track '-0.000000') is 0: the topic's encoding cannot tell them apart.
    out.latitude = record.latitude + 0;
    out.longitude = record.longitude + 0;
  }
  for (const field of ['altitudeM', 'angleDeg', 'speedKmh'] as const) {
    const value = record[field];
    if (value === undefined) continue;
    if (inRange(value, POSITION_RANGES[field])) out[field] = Math.round(value) + 0;
    else {
      keep(field, value);
      delete out[field];
    }
  }
  if (record.satellites !== undefined) {
    if (inRange(record.satellites, POSITION_RANGES.satellites)) out.satellites = Math.round(record.satellites) + 0;
    else {
      keep('satellites', record.satellites);
      out.satellites = 0;
    }
  }
  if (record.hdop !== undefined && !inRange(record.hdop, POSITION_RANGES.hdop)) {
    keep('hdop', record.hdop);
    delete out.hdop;
  } else if (record.hdop !== undefined) out.hdop = record.hdop + 0;
  if (record.io !== undefined && !isPlausibleIo(record.io)) {
    const io: NormalizedIo = { ...record.io };
    for (const field of Object.keys(IO_RANGES) as Array<keyof typeof IO_RANGES>) {
      const value = io[field];
      if (value === undefined) continue;
      if (inRange(value, IO_RANGES[field])) io[field] = Math.round(value) + 0;
      else {
        keep(field, value);
        delete io[field];
      }
    }
    if (io.ibuttonDriverId !== undefined && !isDriverId(io.ibuttonDriverId)) {
      keep('ibuttonDriverId', io.ibuttonDriverId);
      delete io.ibuttonDriverId;
    }
    out.io = io;
  }
  for (const [key, value] of Object.entries(rawIo)) {
    if (!isStorableText(value)) {
      rawIo[Number(key)] = `hex:${Buffer.from(value, 'utf8').toString('hex')}`;
      if (!normalized.includes('rawIo')) normalized.push('rawIo');
    }
  }
  return { record: out, normalized };
}

/** Whether a value lies in its range (finite, inclusive). */
export function inRange(value: number, range: Range): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max;
}

// The hot path (every record of every packet, in the gateway and again in each consumer): plain comparisons only.
// -0 takes the slow path, which makes it 0.
function isPlausible(record: PositionRecord): boolean {
  return (
    inRange(record.latitude, POSITION_RANGES.latitude) &&
    inRange(record.longitude, POSITION_RANGES.longitude) &&
    !Object.is(record.latitude, -0) &&
    !Object.is(record.longitude, -0) &&
    optionalInteger(record.altitudeM, POSITION_RANGES.altitudeM) &&
    optionalInteger(record.angleDeg, POSITION_RANGES.angleDeg) &&
    optionalInteger(record.satellites, POSITION_RANGES.satellites) &&
    optionalInteger(record.speedKmh, POSITION_RANGES.speedKmh) &&
    (record.hdop === undefined || (inRange(record.hdop, POSITION_RANGES.hdop) && !Object.is(record.hdop, -0))) &&
    (record.io === undefined || isPlausibleIo(record.io)) &&
    rawIoStorable(record.rawIo)
  );
}

function isPlausibleIo(io: NormalizedIo): boolean {
  return (
    optionalInteger(io.totalOdometerM, IO_RANGES.totalOdometerM) &&
    optionalInteger(io.tripOdometerM, IO_RANGES.tripOdometerM) &&
    optionalInteger(io.externalVoltageMv, IO_RANGES.externalVoltageMv) &&
    optionalInteger(io.batteryVoltageMv, IO_RANGES.batteryVoltageMv) &&
    optionalInteger(io.batteryLevelPct, IO_RANGES.batteryLevelPct) &&
    optionalInteger(io.gsmSignal, IO_RANGES.gsmSignal) &&
    optionalInteger(io.greenDrivingType, IO_RANGES.greenDrivingType) &&
    optionalInteger(io.greenDrivingValue, IO_RANGES.greenDrivingValue) &&
    (io.ibuttonDriverId === undefined || isDriverId(io.ibuttonDriverId))
  );
}

function optionalInteger(value: number | undefined, range: Range): boolean {
  return (
    value === undefined ||
    (Number.isInteger(value) && value >= range.min && value <= range.max && !Object.is(value, -0))
  );
}

/** Printable ASCII up to MAX_DRIVER_ID_LENGTH ('' is no driver). */
function isDriverId(value: string): boolean {
  return value.length <= MAX_DRIVER_ID_LENGTH && /^[\x20-\x7e]*$/.test(value);
}

function rawIoStorable(rawIo: { [key: number]: string }): boolean {
  for (const key in rawIo) {
    if (!isStorableText(rawIo[key])) return false;
  }
  return true;
}

/** Text PostgreSQL can store (in text and in jsonb): no NUL, no lone surrogate (the decoders write ASCII). */
function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/[\ud800-\udfff]/u.test(value);
}
