// Plain data the decoders produce and the encoders consume, shared by both protocol families.

/**
 * One IO element as it was on the wire. Fixed-size values are unsigned; an 8-byte value that does not fit a double
 * exactly stays a bigint. Variable-length (Codec 8 Extended NX) values are the bytes themselves.
 */
export type IoElement =
  | { readonly id: number; readonly size: 1 | 2 | 4 | 8; readonly value: number | bigint }
  | { readonly id: number; readonly size: 'variable'; readonly value: Buffer };

/** Values a protocol reports directly rather than as numbered IO elements (Queclink's fields). */
export interface ReportedValues {
  ignition?: boolean;
  movement?: boolean;
  totalOdometerM?: number;
  tripOdometerM?: number;
  externalVoltageMv?: number;
  batteryVoltageMv?: number;
  batteryLevelPct?: number;
  gsmSignal?: number;
}

/** One GPS record, protocol independent. Times are UTC milliseconds; coordinates signed degrees. */
export interface TrackerRecord {
  timestampMs: number;
  priority: number;
  longitude: number;
  latitude: number;
  altitudeM: number;
  angleDeg: number;
  satellites: number;
  speedKmh: number;
  /** false for satellites 0 (or a Queclink fix the device marks invalid): kept, flagged, never plotted. */
  validFix: boolean;
  hdop?: number;
  eventIoId: number;
  /**
   * Codec 16 only: what generated the record (0 on exit, 1 on entrance, 2 on both, 3 reserved, 4 hysteresis,
   * 5 on change, 6 eventual, 7 periodical).
   */
  generationType?: number;
  io: IoElement[];
  reported?: ReportedValues;
}
