import { devicesV1, telemetryV1 } from '@fleetlog/contracts';

import { toDeviceCommandJson } from './vehicle-command.mapper';
import { DeviceCommandSchema } from './vehicle-command.schemas';

const view = (overrides: Partial<devicesV1.DeviceCommandView> = {}): devicesV1.DeviceCommandView => ({
  id: 9,
  deviceId: 4,
  imei: '356307042441013',
  vehicleId: 0,
  kind: telemetryV1.CommandKind.SET_FREQUENCY,
  text: 'setparam 10005:21600',
  state: devicesV1.DeviceCommandState.COMMAND_RESPONDED,
  response: 'New value 10005:21600;',
  requestedBy: 0,
  createdTsMs: 1_700_000_000_000,
  sentTsMs: 1_700_000_001_000,
  completedTsMs: 0,
  expiresTsMs: 1_700_600_000_000,
  frequencyHours: 6,
  ...overrides,
});

describe('device command JSON', () => {
  it('names kinds and states, and turns absent ids and times into null', () => {
    const json = toDeviceCommandJson(view());
    expect(json).toEqual({
      id: 9,
      deviceId: 4,
      imei: '356307042441013',
      vehicleId: null,
      kind: 'SET_FREQUENCY',
      text: 'setparam 10005:21600',
      state: 'RESPONDED',
      response: 'New value 10005:21600;',
      requestedBy: null,
      createdTsMs: 1_700_000_000_000,
      sentTsMs: 1_700_000_001_000,
      completedTsMs: null,
      expiresTsMs: 1_700_600_000_000,
      frequencyHours: 6,
    });
    // Exactly the documented fields.
    expect(DeviceCommandSchema.strict().parse(json)).toEqual(json);
  });

  it('has no frequency for other kinds', () => {
    const json = toDeviceCommandJson(
      view({ kind: telemetryV1.CommandKind.RESTART, frequencyHours: undefined, vehicleId: 3, requestedBy: 1 }),
    );
    expect(json).toMatchObject({ kind: 'RESTART', frequencyHours: null, vehicleId: 3, requestedBy: 1 });
  });

  it('refuses a kind or state it does not know rather than guessing', () => {
    expect(() => toDeviceCommandJson(view({ kind: telemetryV1.CommandKind.CUSTOM }))).toThrow('kind');
    expect(() =>
      toDeviceCommandJson(view({ state: devicesV1.DeviceCommandState.DEVICE_COMMAND_STATE_UNSPECIFIED })),
    ).toThrow('state');
  });
});
