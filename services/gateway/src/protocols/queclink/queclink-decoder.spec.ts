import { ProtocolError } from '../protocol-error';
import { decodeQueclinkMessage } from './queclink-decoder';
import { encodeQueclinkHeartbeat, encodeQueclinkReport, type QueclinkReport } from './queclink-encoder';

// Real devices' messages published in traccar's Gl200TextProtocolDecoderTest (GL-series @Track), and encoder output.
const GL500M_FRI =
  '+RESP:GTFRI,DE0114,865284042140479,,0,0,1,1,0.0,0,28.0,-118.268093,33.975430,20200901105954,0311,0480,3500,00D07F02,18,0,,93,0,,,20200901110000,0355$';
const BUFFERED_FRI =
  '+BUFF:GTFRI,8020040200,866314060249032,,12194,10,1,3,0.0,0,20.1,-71.596533,-33.524718,20230926200338,0730,0001,772A,052B253E,02,0,0.0,,,,,0,420000,,,,20230926200340,1549$';
const GT_INF =
  '+RESP:GTINF,423036,866884046104139,,41,89103000000064820042,22,99,0,,,3.82,0,0,1,0,0,20240622183159,57,,,,,20240623011548,005C$';
const IGNITION_ON =
  '+RESP:GTIGN,BD0221,861778061565387,CV200,,0,140944,0,0.0,358,17.6,-2.223488,51.882342,20251222020123,0234,0015,6093,000F830E,,,5810.9,20251222070035,20251222070035,C60E$';
const SOS =
  '+RESP:GTSOS,DF0200,868487004358800,cv100,,00,1,1,0.0,0,138.0,114.015465,22.537372,20210714115224,0460,0001,25F8,061A7D02,,,20210714195224,20210714195224,03A6$';
const NO_POSITION = '+BUFF:GTFRI,2E0503,861106050005423,,,0,1,,,,,,,,,,,,0,0,,98,1,0,,,20200101000001,0083$';

function report(overrides: Partial<QueclinkReport> = {}): QueclinkReport {
  return {
    kind: 'RESP',
    type: 'GTFRI',
    protocolVersion: '440104',
    imei: '862061048023666',
    positions: [
      {
        timestampMs: Date.UTC(2026, 10, 22, 7, 0, 0),
        latitude: 59.3293,
        longitude: 18.0686,
        altitudeM: 28,
        angleDeg: 90,
        speedKmh: 42.5,
        accuracy: 1,
      },
    ],
    batteryPct: 77,
    batteryMv: 3950,
    moving: true,
    sendTime: '20261122080005',
    countNumber: 0x1a2b,
    ...overrides,
  };
}

describe(decodeQueclinkMessage.name, () => {
  it('decodes a GL5xx fixed report: position, UTC fix time, battery, and the general SACK', () => {
    const message = decodeQueclinkMessage(GL500M_FRI);
    expect(message).toMatchObject({
      kind: 'RESP',
      type: 'GTFRI',
      imei: '865284042140479',
      protocolVersion: 'DE0114',
      buffered: false,
      countNumber: '0355',
      sendTime: '20200901110000',
      ack: '+SACK:0355$',
    });
    expect(message.records).toHaveLength(1);
    expect(message.records[0]).toMatchObject({
      timestampMs: Date.UTC(2020, 8, 1, 10, 59, 54),
      latitude: 33.97543,
      longitude: -118.268093,
      altitudeM: 28,
      validFix: true,
      hdop: 1,
    });
    expect(message.reported.batteryLevelPct).toBe(93);
    expect(message.records[0].reported?.batteryLevelPct).toBe(93);
  });

  it('marks +BUFF reports as history and keeps negative coordinates', () => {
    const message = decodeQueclinkMessage(BUFFERED_FRI);
    expect(message.buffered).toBe(true);
    expect(message.records[0]).toMatchObject({ latitude: -33.524718, longitude: -71.596533 });
    expect(message.ack).toBe('+SACK:1549$');
  });

  it('answers the heartbeat with +SACK:GTHBD, protocol version and count number', () => {
    const message = decodeQueclinkMessage('+ACK:GTHBD,1A0102,135790246811220,,20100214093254,11F0$');
    expect(message).toMatchObject({ kind: 'ACK', type: 'GTHBD', records: [] });
    expect(message.ack).toBe('+SACK:GTHBD,1A0102,11F0$');
  });

  it('reads the serial number of a command acknowledgement and owes no answer', () => {
    const message = decodeQueclinkMessage('+ACK:GTRTO,440104,862061048023666,,REBOOT,0A1B,20261122080005,0011$');
    expect(message).toMatchObject({ kind: 'ACK', type: 'GTRTO', serialNumber: '0A1B', ack: null });
  });

  it('reads battery voltage, percentage and state from GTINF', () => {
    const message = decodeQueclinkMessage(GT_INF);
    expect(message.records).toEqual([]);
    expect(message.reported).toMatchObject({ batteryVoltageMv: 3820, batteryLevelPct: 57, movement: false });
  });

  it('reads ignition from GTIGN and positions from event reports', () => {
    expect(decodeQueclinkMessage(IGNITION_ON).records[0].reported).toMatchObject({ ignition: true });
    expect(decodeQueclinkMessage(SOS).records[0]).toMatchObject({ latitude: 22.537372, longitude: 114.015465 });
  });

  it('yields no record for a report without a fix position', () => {
    expect(decodeQueclinkMessage(NO_POSITION).records).toEqual([]);
  });

  it('decodes every position of a FRI carrying several, ordered by fix time', () => {
    const base = report().positions[0];
    const text = encodeQueclinkReport(
      report({
        positions: [
          { ...base, timestampMs: base.timestampMs + 60_000, latitude: 57.70887, longitude: 11.97456 },
          base,
          { ...base, timestampMs: base.timestampMs + 30_000, accuracy: 0 },
        ],
      }),
    );
    const message = decodeQueclinkMessage(text);
    expect(message.records.map((r) => r.timestampMs - base.timestampMs)).toEqual([0, 30_000, 60_000]);
    expect(message.records.map((r) => r.validFix)).toEqual([true, false, true]);
    expect(message.records[2]).toMatchObject({ latitude: 57.70887, longitude: 11.97456 });
  });

  it('round-trips the encoder’s GL530MG report and heartbeat', () => {
    const message = decodeQueclinkMessage(encodeQueclinkReport(report({ kind: 'BUFF' })));
    expect(message).toMatchObject({ type: 'GTFRI', buffered: true, countNumber: '1A2B', sendTime: '20261122080005' });
    expect(message.records[0]).toMatchObject({ latitude: 59.3293, longitude: 18.0686, speedKmh: 43, angleDeg: 90 });
    expect(message.reported).toMatchObject({ batteryLevelPct: 77, batteryVoltageMv: 3950, movement: true });
    const heartbeat = decodeQueclinkMessage(encodeQueclinkHeartbeat('440104', '862061048023666', '20261122080005', 5));
    expect(heartbeat.ack).toBe('+SACK:GTHBD,440104,0005$');
  });

  it.each([
    ['not @Track', 'hello$', 'MALFORMED'],
    ['a bad IMEI', '+RESP:GTFRI,440104,12345,,0,0,1$', 'BAD_IMEI'],
    ['a bad count number', '+RESP:GTFRI,440104,862061048023666,,20200101000000,XYZ$', 'MALFORMED'],
    ['too few fields', '+RESP:GTFRI,440104,862061048023666$', 'TRUNCATED'],
    ['an impossible fix time', GL500M_FRI.replace('20200901105954', '20201301105954'), 'MALFORMED'],
    ['a latitude out of range', GL500M_FRI.replace('33.975430', '93.975430'), 'MALFORMED'],
    ['a garbled altitude', GL500M_FRI.replace(',28.0,', ',2x.0,'), 'MALFORMED'],
    ['an endless message', `+RESP:GTFRI,${'9'.repeat(5000)}$`, 'FRAME_TOO_LARGE'],
  ])('refuses %s with a ProtocolError', (_name, text, code) => {
    expect(() => decodeQueclinkMessage(text)).toThrow(ProtocolError);
    expect(() => decodeQueclinkMessage(text)).toThrow(expect.objectContaining({ code }));
  });
});
