import type { ReportedValues, TrackerRecord } from '../types';

// What the @Track decoder produces and the encoders consume.

/** `+RESP:` live report, `+BUFF:` a report kept while the device could not send (history), `+ACK:` a command answer. */
export type QueclinkKind = 'RESP' | 'BUFF' | 'ACK';

export interface QueclinkMessage {
  kind: QueclinkKind;
  /** The report type without its prefix: 'GTFRI', 'GTHBD', 'GTINF', ... */
  type: string;
  /** Protocol version field: device type (2 hex digits) + major + minor version. */
  protocolVersion: string;
  imei: string;
  deviceName: string;
  buffered: boolean;
  /** Positions the message carries, ordered by fix time (a GTFRI may carry several). */
  records: TrackerRecord[];
  /** The device's own time of sending, device-local (not UTC), as the 14 digits it sent; null when absent. */
  sendTime: string | null;
  /** The message counter (4 hex digits) the acknowledgements echo. */
  countNumber: string;
  /** The `+SACK:` answer the gateway owes (after the records are safe), or null when none is due. */
  ack: string | null;
  /** Values the message states outside its positions (battery, voltages, ignition), also set on the last record. */
  reported: ReportedValues;
  /**
   * Report interval (seconds) the message states. No @Track report decoded here carries it (the interval is
   * confirmed by +ACK:GTFRI to the command that set it), so it stays undefined; kept for the gateway's packet.
   */
  reportedFrequencyS?: number;
  /** `+ACK:` only: the serial number of the command it answers. */
  serialNumber: string | null;
  /** All fields as received after the type, for the AVL log and for messages without positions. */
  fields: string[];
}
