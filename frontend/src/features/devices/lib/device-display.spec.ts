import { describe, expect, it } from 'vitest';

import { expectBatterySteps } from '../../../lib/display/battery-steps.testing';
import { deviceBatteryColor, deviceVehicleText } from './device-display';

describe('deviceBatteryColor', () => {
  it('uses the devices list steps 20, 50, 80', () => {
    expect(deviceBatteryColor(0)).toBe('red');
    expectBatterySteps(deviceBatteryColor, [20, 50, 80]);
  });
});

describe('deviceVehicleText', () => {
  it('joins registration and name of the installed vehicle', () => {
    expect(deviceVehicleText({ installedVehicle: null })).toBe('');
    expect(
      deviceVehicleText({
        installedVehicle: {
          id: 1,
          registry: 'ABC123',
          displayName: 'Volvo',
          benefitType: 'WORK',
          defaultDriver: null,
          currentDriver: null,
          defaultTripType: 'BUSINESS',
          state: { odometer: 0 },
        },
      }),
    ).toBe('ABC123 · Volvo');
  });
});
