import { RAW_VALUE_KEYS } from '@fleetlog/contracts';

import { toPositionRecord } from './normalize';
import { decodeQueclinkMessage } from './queclink';
import { decodeTeltonikaPacket } from './teltonika';
import { encodeTeltonikaTcp, type RecordToEncode } from './teltonika';

function record(io: RecordToEncode['io'], satellites = 9): RecordToEncode {
  return {
    timestampMs: Date.UTC(2026, 10, 22, 9, 0, 0),
    priority: 1,
    longitude: 18.0686,
    latitude: 59.3293,
    altitudeM: 20,
    angleDeg: 180,
    satellites,
    speedKmh: 70,
    eventIoId: 253,
    io,
  };
}

function decodedRecord(input: RecordToEncode) {
  return decodeTeltonikaPacket(encodeTeltonikaTcp('8E', [input])).records[0];
}

describe(toPositionRecord.name, () => {
  it('maps the IO elements the platform understands and keeps every one raw', () => {
    const position = toPositionRecord(
      decodedRecord(
        record([
          { id: 239, size: 1, value: 1 },
          { id: 240, size: 1, value: 0 },
          { id: 21, size: 1, value: 4 },
          { id: 253, size: 1, value: 2 },
          { id: 254, size: 1, value: 37 },
          { id: 66, size: 2, value: 13890 },
          { id: 67, size: 2, value: 4012 },
          { id: 113, size: 1, value: 88 },
          { id: 16, size: 4, value: 123456789 },
          { id: 199, size: 4, value: 4200 },
          { id: 78, size: 8, value: 0x1a00000186e3b001n },
          { id: 9999, size: 'variable', value: Buffer.from('00ff10', 'hex') },
        ]),
      ),
    );
    expect(position).toMatchObject({
      timestampMs: Date.UTC(2026, 10, 22, 9, 0, 0),
      latitude: 59.3293,
      longitude: 18.0686,
      satellites: 9,
      validFix: true,
      eventIoId: 253,
    });
    expect(position.io).toEqual({
      ignition: true,
      movement: false,
      gsmSignal: 4,
      greenDrivingType: 2,
      greenDrivingValue: 37,
      externalVoltageMv: 13890,
      batteryVoltageMv: 4012,
      batteryLevelPct: 88,
      totalOdometerM: 123456789,
      tripOdometerM: 4200,
      ibuttonDriverId: '1a00000186e3b001',
    });
    expect(position.rawIo).toMatchObject({ 239: '1', 78: '1873497451544162305', 9999: '00ff10', 16: '123456789' });
  });

  it('leaves the iButton absent when it is 0 and flags a record without satellites', () => {
    const position = toPositionRecord(decodedRecord(record([{ id: 78, size: 8, value: 0 }], 0)));
    expect(position.io?.ibuttonDriverId).toBeUndefined();
    expect(position.rawIo[78]).toBe('0');
    expect(position.validFix).toBe(false);
  });

  it('publishes what a tracker garbled as unknown, with the wire value under its reserved raw key (issue 18)', () => {
    const position = toPositionRecord(
      decodedRecord({
        ...record([
          { id: 113, size: 8, value: 2 ** 40 },
          { id: 66, size: 4, value: 2 ** 32 - 1 },
        ]),
        speedKmh: 0xffff,
        angleDeg: 0xffff,
        altitudeM: -32_768,
        satellites: 255,
      }),
    );
    expect(position.speedKmh).toBeUndefined();
    expect(position.angleDeg).toBeUndefined();
    expect(position.altitudeM).toBeUndefined();
    expect(position).toMatchObject({ satellites: 0, validFix: true, io: {} });
    expect(position.rawIo).toEqual({
      113: String(2 ** 40),
      66: String(2 ** 32 - 1),
      [RAW_VALUE_KEYS.speedKmh]: '65535',
      [RAW_VALUE_KEYS.angleDeg]: '65535',
      [RAW_VALUE_KEYS.altitudeM]: '-32768',
      [RAW_VALUE_KEYS.satellites]: '255',
      [RAW_VALUE_KEYS.batteryLevelPct]: String(2 ** 40),
      [RAW_VALUE_KEYS.externalVoltageMv]: String(2 ** 32 - 1),
    });
  });

  it('publishes an @Track speed, heading and accuracy of seven digits as unknown', () => {
    const message = decodeQueclinkMessage(
      '+RESP:GTFRI,DE0114,865284042140479,,0,0,1,9999999,-9999999.9,9999999,-9999999.0,-118.268093,33.975430,20200901105954,0311,0480,3500,00D07F02,18,0,,93,0,,,20200901110000,0355$',
    );
    const position = toPositionRecord(message.records[0]);
    expect(position).toMatchObject({ validFix: true, latitude: 33.97543, longitude: -118.268093 });
    for (const field of ['speedKmh', 'angleDeg', 'altitudeM', 'hdop'] as const) expect(position[field]).toBeUndefined();
    expect(position.rawIo).toEqual({
      [RAW_VALUE_KEYS.speedKmh]: '-10000000',
      [RAW_VALUE_KEYS.angleDeg]: '9999999',
      [RAW_VALUE_KEYS.altitudeM]: '-9999999',
      [RAW_VALUE_KEYS.hdop]: '9999999',
    });
  });

  it('takes Queclink values from the message fields, with HDOP', () => {
    const message = decodeQueclinkMessage(
      '+RESP:GTFRI,DE0114,865284042140479,,0,0,1,1,0.0,0,28.0,-118.268093,33.975430,20200901105954,0311,0480,3500,00D07F02,18,0,,93,0,,,20200901110000,0355$',
    );
    const position = toPositionRecord(message.records[0]);
    expect(position).toMatchObject({ hdop: 1, validFix: true, longitude: -118.268093, rawIo: {} });
    expect(position.io?.batteryLevelPct).toBe(93);
  });
});
