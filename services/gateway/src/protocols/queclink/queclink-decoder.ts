import { ProtocolError } from '../protocol-error';
import type { ReportedValues, TrackerRecord } from '../types';
import { isCoordinate, isTime, numberOr, optionalNumber, parseUtcTime, smallInt } from './queclink-fields';
import type { QueclinkKind, QueclinkMessage } from './queclink-types';

// Protocol decoder for @Track text messages (GL530MG and the GL-series common format):
//   +RESP:GTFRI,<protocol version>,<IMEI>,<device name>,...,<send time>,<count number>$
// Position reports differ between report types and models in the fields around the positions, but every position
// is the same run of fields: <GPS accuracy>,<speed>,<azimuth>,<altitude>,<longitude>,<latitude>,<GPS UTC time>,
// <MCC>,<MNC>,<LAC>,<cell id>,... The decoder finds those runs (longitude, latitude and a 14-digit time in a row)
// instead of counting fields per model, so GTFRI with several positions ("number"), GTGEO, GTSPD, GTSOS, GTRTL,
// GTDOG, GTIGN/GTIGF, GTSTT, GTSTR and the like all decode, and a field a firmware adds does not shift positions.

const MAX_MESSAGE_CHARS = 4096;
const HEADER = /^\+(RESP|BUFF|ACK):(GT[A-Z0-9]{3}),/;
const PROTOCOL_VERSION = /^[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{4})?$/;
const IMEI = /^(?:\d{15}|[0-9A-Fa-f]{14})$/;
const COUNT_NUMBER = /^[0-9A-Fa-f]{4}$/;
/** GL5xx asset trackers (device type, first two characters of the protocol version): GL500, GL500M, GL530, GL50, GL50B. */
const GL5_DEVICE_TYPES = new Set(['11', '40', '44', 'DE', '52', '55']);
/** Fields from the first of a position (GPS accuracy) to its time. */
const TIME_OFFSET = 6;

export function decodeQueclinkMessage(text: string): QueclinkMessage {
  if (text.length > MAX_MESSAGE_CHARS) {
    throw new ProtocolError('FRAME_TOO_LARGE', `message of ${text.length} characters, limit ${MAX_MESSAGE_CHARS}`);
  }
  const trimmed = text.trim();
  const body = trimmed.endsWith('$') ? trimmed.slice(0, -1) : trimmed;
  const header = HEADER.exec(body);
  if (!header) throw new ProtocolError('MALFORMED', 'not an @Track message (+RESP:, +BUFF: or +ACK:)');
  const kind = header[1] as QueclinkKind;
  const type = header[2];
  const fields = body.slice(header[0].length).split(',');
  if (fields.length < 4) throw new ProtocolError('TRUNCATED', `${type} with ${fields.length} fields`);
  const [protocolVersion, imei, deviceName] = fields;
  const countNumber = fields[fields.length - 1];
  if (!PROTOCOL_VERSION.test(protocolVersion)) throw new ProtocolError('MALFORMED', 'bad protocol version');
  if (!IMEI.test(imei)) throw new ProtocolError('BAD_IMEI', 'bad IMEI');
  if (!COUNT_NUMBER.test(countNumber)) throw new ProtocolError('MALFORMED', 'bad count number');
  const sendTimeField = fields[fields.length - 2];
  const sendTime = isTime(sendTimeField) ? sendTimeField : null;

  const message: QueclinkMessage = {
    kind,
    type,
    protocolVersion,
    imei,
    deviceName,
    buffered: kind === 'BUFF',
    records: [],
    sendTime,
    countNumber,
    ack: null,
    reported: {},
    serialNumber: null,
    fields,
  };
  if (kind === 'ACK') {
    // A heartbeat is answered with its own SACK; other +ACK messages answer a command we sent and need nothing.
    if (type === 'GTHBD') message.ack = `+SACK:GTHBD,${protocolVersion},${countNumber}$`;
    else message.serialNumber = COUNT_NUMBER.test(fields[fields.length - 3] ?? '') ? fields[fields.length - 3] : null;
    return message;
  }
  message.ack = `+SACK:${countNumber}$`;
  const gl5 = GL5_DEVICE_TYPES.has(protocolVersion.slice(0, 2).toUpperCase());
  const lastTimeIndex = readPositions(fields, message.records);
  message.reported =
    type === 'GTINF' ? infoValues(fields) : reportValues(type, fields, lastTimeIndex, gl5, message.records.length);
  const last = message.records[message.records.length - 1];
  if (last && Object.keys(message.reported).length > 0) last.reported = message.reported;
  return message;
}

/** Appends every position found; returns the index of the last position's time field (or -1). */
function readPositions(fields: string[], records: TrackerRecord[]): number {
  let lastTimeIndex = -1;
  // The last two fields are the send time and the count number; a position's time comes before them.
  for (let t = 3 + TIME_OFFSET; t < fields.length - 2; t += 1) {
    if (!isTime(fields[t]) || !isCoordinate(fields[t - 1]) || !isCoordinate(fields[t - 2])) continue;
    records.push(readPosition(fields, t));
    lastTimeIndex = t;
    t += 4; // MCC, MNC, LAC, cell id cannot start the next position
  }
  // A FRI lists its positions oldest first, but history and retries can interleave: order by fix time.
  records.sort((a, b) => a.timestampMs - b.timestampMs);
  return lastTimeIndex;
}

function readPosition(fields: string[], t: number): TrackerRecord {
  const accuracy = numberOr(fields[t - 6], 0, 'GPS accuracy');
  const longitude = Number(fields[t - 2]);
  const latitude = Number(fields[t - 1]);
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
    throw new ProtocolError('MALFORMED', `position ${latitude},${longitude} out of range`);
  }
  const record: TrackerRecord = {
    timestampMs: parseUtcTime(fields[t]),
    priority: 0,
    longitude,
    latitude,
    altitudeM: Math.round(numberOr(fields[t - 3], 0, 'altitude')),
    angleDeg: Math.round(numberOr(fields[t - 4], 0, 'azimuth')),
    // @Track position reports carry no satellite count; GPS accuracy (an HDOP, 0 when there is no fix) tells.
    satellites: 0,
    speedKmh: Math.round(numberOr(fields[t - 5], 0, 'speed')),
    validFix: accuracy > 0,
    eventIoId: 0,
    io: [],
  };
  if (accuracy > 0) record.hdop = accuracy;
  return record;
}

/** Motion state codes of GTSTT and GTINF. */
function applyState(values: ReportedValues, field: string | undefined): void {
  switch (field?.toUpperCase()) {
    case '11':
      values.ignition = false;
      values.movement = false;
      break;
    case '12':
    case '16':
    case '1A':
      values.ignition = false;
      values.movement = true;
      break;
    case '21':
      values.ignition = true;
      values.movement = false;
      break;
    case '22':
      values.ignition = true;
      values.movement = true;
      break;
    case '41':
      values.movement = false;
      break;
    case '42':
      values.movement = true;
      break;
    default:
      break;
  }
}

function reportValues(type: string, fields: string[], t: number, gl5: boolean, positions: number): ReportedValues {
  const values: ReportedValues = {};
  if (type === 'GTIGN') values.ignition = true;
  if (type === 'GTIGF') values.ignition = false;
  if (type === 'GTSTT') applyState(values, fields[3]);
  if (positions === 0) return values;
  const end = fields.length - 2; // the send time
  if (gl5) {
    // GL5xx: after the cell id come CSQ RSSI and CSQ BER, then battery voltage (mV), battery percentage, mode
    // selection, movement status.
    const at = (offset: number) => (t + offset < end ? fields[t + offset] : undefined);
    const millivolts = smallInt(at(7), 99999);
    const percent = smallInt(at(8), 100);
    const moving = smallInt(at(10), 1);
    if (millivolts !== undefined) values.batteryVoltageMv = millivolts;
    if (percent !== undefined) values.batteryLevelPct = percent;
    if (moving !== undefined && values.movement === undefined) values.movement = moving === 1;
    const rssi = smallInt(at(5), 99);
    if (rssi !== undefined && rssi <= 31) values.gsmSignal = Math.min(5, Math.ceil(rssi / 6.2));
    return values;
  }
  // Other GL-series models end a FRI with the battery percentage just before the send time.
  const percent = end - 1 > t + 5 ? smallInt(fields[end - 1], 100) : undefined;
  if (percent !== undefined) values.batteryLevelPct = percent;
  return values;
}

/**
 * GTINF: <state>,<ICCID>,<RSSI>,<BER>,<external power>,<odometer or external power>,<backup battery>,
 * <battery voltage V>,<charging>,<LED>,<GPS on need>,<antenna type>[,<antenna state>],<last fix time>,
 * <battery percentage>,...
 */
function infoValues(fields: string[]): ReportedValues {
  const values: ReportedValues = {};
  applyState(values, fields[3]);
  const volts = optionalNumber(/^\d{1,2}\.\d{1,3}$/.test(fields[10] ?? '') ? fields[10] : undefined, 'battery');
  if (volts !== undefined) values.batteryVoltageMv = Math.round(volts * 1000);
  const rssi = smallInt(fields[5], 99);
  if (rssi !== undefined && rssi <= 31) values.gsmSignal = Math.min(5, Math.ceil(rssi / 6.2));
  for (let i = 13; i < fields.length - 2; i += 1) {
    if (isTime(fields[i])) {
      const percent = smallInt(fields[i + 1], 100);
      if (percent !== undefined && i + 1 < fields.length - 2) values.batteryLevelPct = percent;
      break;
    }
  }
  return values;
}
