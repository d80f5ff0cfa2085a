import { telemetryV1 } from '@fleetlog/contracts';

import { toPositionRecord, type TrackerRecord } from '../protocols';

export interface PacketFacts {
  imei: string;
  protocol: telemetryV1.TrackerProtocol;
  transport: telemetryV1.Transport;
  codec: string;
  receivedAt: number;
  buffered: boolean;
  records: readonly TrackerRecord[];
  raw: Buffer;
  gatewayInstance: string;
  reportedFrequencyS?: number;
}

/** The one Kafka message of a tracker packet, its records in time order (oldest first). */
export function telemetryPacket(facts: PacketFacts): telemetryV1.TelemetryPacket {
  const records = facts.records.map(toPositionRecord);
  // The decoders sort already; a packet is small, so checking costs nothing and keeps the contract's promise here.
  if (!isSortedByTime(records)) records.sort((a, b) => a.timestampMs - b.timestampMs);
  const packet: telemetryV1.TelemetryPacket = {
    imei: facts.imei,
    protocol: facts.protocol,
    transport: facts.transport,
    codec: facts.codec,
    receivedTsMs: facts.receivedAt,
    buffered: facts.buffered,
    records,
    raw: facts.raw,
    gatewayInstance: facts.gatewayInstance,
  };
  if (facts.reportedFrequencyS !== undefined) packet.reportedFrequencyS = facts.reportedFrequencyS;
  return packet;
}

function isSortedByTime(records: readonly telemetryV1.PositionRecord[]): boolean {
  for (let i = 1; i < records.length; i += 1) {
    if (records[i - 1].timestampMs > records[i].timestampMs) return false;
  }
  return true;
}
