// Encoders of @Track text: commands the gateway sends (AT+GT...), and the reports and heartbeats a GL530MG sends,
// for the simulator and the tests.
//
// Verified against published traccar tests and the GL300/GL500-series air interface documents: the report and
// heartbeat framing, the SACK forms, and AT+GTRTO sub-commands 1 (RTL: report the position now), 3 (REBOOT) and
// 8 (VER: version and device information). Not verified for the GL530MG itself (its document was not available):
// the parameter list of AT+GTFRI, written here in the GL-series layout, and GL530MG's exact field order after the
// positions (we follow the GL500M layout).

export interface QueclinkCommandOptions {
  /** The device password (the factory default is the model name in lower case, 'gl530mg'). */
  password: string;
  /** Four hex digits echoed in the device's +ACK: matches an answer to its command. */
  serialNumber: string;
}

/** `AT+<name>=<password>,<params...>,<serial number>$`. */
export function encodeQueclinkCommand(
  name: string,
  params: readonly string[],
  options: QueclinkCommandOptions,
): string {
  if (!/^GT[A-Z0-9]{3}$/.test(name)) throw new RangeError(`@Track command name ${name}`);
  for (const value of [options.password, ...params]) {
    if (/[,$\r\n]/.test(value)) throw new RangeError(`@Track parameter '${value}' contains a separator`);
  }
  if (!/^[0-9A-F]{4}$/.test(options.serialNumber)) throw new RangeError(`serial number ${options.serialNumber}`);
  return `AT+${name}=${[options.password, ...params, options.serialNumber].join(',')}$`;
}

/** Report the position now (AT+GTRTO sub-command 1, RTL). */
export function queclinkPositionRequest(options: QueclinkCommandOptions): string {
  return encodeQueclinkCommand('GTRTO', ['1', '', '', '', '', ''], options);
}

/** Restart the device (AT+GTRTO sub-command 3, REBOOT). */
export function queclinkRestart(options: QueclinkCommandOptions): string {
  return encodeQueclinkCommand('GTRTO', ['3', '', '', '', '', ''], options);
}

/** Ask for the device's version information (AT+GTRTO sub-command 8, VER; answered by +RESP:GTVER). */
export function queclinkGetInfo(options: QueclinkCommandOptions): string {
  return encodeQueclinkCommand('GTRTO', ['8', '', '', '', '', ''], options);
}

/**
 * Fixed report interval (AT+GTFRI): mode 1 (fixed time), discard no fix 0, begin and end 0000 (all day), the
 * check and send intervals in seconds. GL-series layout; unverified on GL530MG (see the file comment).
 */
export function queclinkSetFrequency(intervalS: number, options: QueclinkCommandOptions): string {
  if (!Number.isInteger(intervalS) || intervalS < 5 || intervalS > 86400) {
    throw new RangeError(`report interval ${intervalS} s`);
  }
  const seconds = String(intervalS);
  return encodeQueclinkCommand(
    'GTFRI',
    ['1', '0', '', '', '0000', '0000', '', seconds, seconds, '', '', '', ''],
    options,
  );
}

export interface QueclinkPosition {
  timestampMs: number;
  latitude: number;
  longitude: number;
  altitudeM: number;
  angleDeg: number;
  speedKmh: number;
  /** GPS accuracy (HDOP); 0 reports no fix. */
  accuracy: number;
}

export interface QueclinkReport {
  kind: 'RESP' | 'BUFF';
  /** 'GTFRI', 'GTGEO', 'GTSPD', 'GTSOS', 'GTRTL', 'GTDOG', ... */
  type: string;
  protocolVersion: string;
  imei: string;
  deviceName?: string;
  positions: readonly QueclinkPosition[];
  batteryPct: number;
  batteryMv?: number;
  moving: boolean;
  /** The device's local time of sending as 14 digits (device-local, not UTC). */
  sendTime: string;
  countNumber: number;
}

/** A GL5xx-layout position report (several positions for a FRI carrying history, one otherwise). */
export function encodeQueclinkReport(report: QueclinkReport): string {
  const positions = report.positions.map((p) =>
    [
      p.accuracy.toFixed(0),
      p.speedKmh.toFixed(1),
      p.angleDeg.toFixed(0),
      p.altitudeM.toFixed(1),
      p.longitude.toFixed(6),
      p.latitude.toFixed(6),
      utcDigits(p.timestampMs),
      '0240', // MCC Sweden
      '0001',
      '0000',
      '00000000',
      '20', // CSQ RSSI
      '0', // CSQ BER
    ].join(','),
  );
  return (
    `+${report.kind}:${report.type},${report.protocolVersion},${report.imei},${report.deviceName ?? ''},0,0,` +
    `${report.positions.length},${positions.join(',')},${report.batteryMv ?? ''},${report.batteryPct},0,` +
    `${report.moving ? 1 : 0},,${report.sendTime},${hex4(report.countNumber)}$`
  );
}

/** The heartbeat a device sends while idle, answered with +SACK:GTHBD. */
export function encodeQueclinkHeartbeat(
  protocolVersion: string,
  imei: string,
  sendTime: string,
  count: number,
): string {
  return `+ACK:GTHBD,${protocolVersion},${imei},,${sendTime},${hex4(count)}$`;
}

/** YYYYMMDDHHMMSS in UTC. */
export function utcDigits(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function hex4(count: number): string {
  return (count & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}
