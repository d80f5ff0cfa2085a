import { parseLiveMessage } from './live-source';
import { liveFields } from './overview.mapper';

describe(parseLiveMessage.name, () => {
  const message = {
    vehicleId: 7,
    organizationId: 3,
    deviceId: 70,
    lastSeenTsMs: 2000,
    lastSeenReceivedTsMs: 2100,
    position: {
      timestampMs: 1500,
      receivedTsMs: 1600,
      latitude: 57.7,
      longitude: 11.97,
      altitudeM: 10,
      angleDeg: 180,
      speedKmh: 30,
      satellites: 7,
      hdop: null,
      ignition: true,
      movement: null,
      batteryLevelPct: null,
      externalVoltageMv: null,
      driverId: null,
    },
  };

  it('reads the devices store’s message as a VehiclePosition', () => {
    expect(parseLiveMessage(JSON.stringify(message))).toEqual({
      vehicleId: 7,
      organizationId: 3,
      deviceId: 70,
      hasFix: true,
      timestampMs: 1500,
      latitude: 57.7,
      longitude: 11.97,
      angleDeg: 180,
      speedKmh: 30,
      satellites: 7,
      hdop: undefined,
      ignition: true,
      movement: undefined,
      batteryLevelPct: undefined,
      lastSeenMs: 2000,
      receivedTsMs: 2100,
    });
  });

  it('reads an entry without a fix as not plottable', () => {
    const parsed = parseLiveMessage(JSON.stringify({ ...message, position: null }));
    expect(parsed?.hasFix).toBe(false);
    expect(parsed?.lastSeenMs).toBe(2000);
  });

  it('reads an unknown speed and heading (the tracker sent impossible ones) as unknown, shown as none', () => {
    const parsed = parseLiveMessage(
      JSON.stringify({
        ...message,
        position: { ...message.position, speedKmh: null, angleDeg: null, altitudeM: null },
      }),
    );
    expect(parsed).toMatchObject({ hasFix: true, latitude: 57.7 });
    expect(parsed?.speedKmh).toBeUndefined();
    expect(parsed?.angleDeg).toBeUndefined();
    expect(liveFields(parsed, 2000)).toMatchObject({ speed_kph: null, position: { heading: null } });
  });

  it('ignores what is not such a message', () => {
    expect(parseLiveMessage('not json')).toBeUndefined();
    expect(parseLiveMessage(JSON.stringify({ vehicleId: 'x' }))).toBeUndefined();
  });
});
