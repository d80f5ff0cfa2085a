import { describe, expect, it } from 'vitest';

import { TRIP_TYPES as TRIP_TYPE_VALUES } from '../../../api/vocabulary';
import {
  BENEFIT_TYPES,
  connectRequest,
  emptyConnectValues,
  TRIP_TYPES,
  TRIP_TYPES_ORDER,
  validateConnect,
} from './connect-form';

describe('connect choices', () => {
  it('offers every benefit type in the vocabulary order and the trip types business first', () => {
    expect(BENEFIT_TYPES).toEqual(['PRIVATE', 'BENEFIT', 'WORK', 'TRACKER', 'POOL']);
    expect([...TRIP_TYPES_ORDER].sort()).toEqual([...TRIP_TYPE_VALUES].sort());
    expect(TRIP_TYPES).toEqual(['BUSINESS', 'PRIVATE']);
  });
});

describe('validateConnect', () => {
  it('requires the organisation', () => {
    expect(validateConnect(emptyConnectValues())).toEqual({ organizationId: 'connect.organizationRequired' });
    expect(validateConnect({ ...emptyConnectValues(), organizationId: 2 })).toEqual({});
  });

  it('requires the chosen existing vehicle and driver', () => {
    const v = {
      ...emptyConnectValues(),
      organizationId: 2,
      vehicleChoice: 'existing',
      driverChoice: 'existing',
    } as const;
    expect(validateConnect(v)).toEqual({ vehicleId: 'connect.vehicleRequired', driverId: 'connect.driverRequired' });
  });

  it('requires an alias for a new vehicle only without registration, plus benefit and trip type', () => {
    const base = { ...emptyConnectValues(), organizationId: 2, vehicleChoice: 'new' as const };
    expect(validateConnect({ ...base, benefitType: '', tripType: '' })).toEqual({
      alias: 'connect.aliasRequired',
      benefitType: 'connect.benefitTypeRequired',
      tripType: 'connect.tripTypeRequired',
    });
    expect(validateConnect({ ...base, registry: 'abc123' })).toEqual({});
  });

  it('requires name and a valid e-mail for a new driver', () => {
    const base = {
      ...emptyConnectValues(),
      organizationId: 2,
      vehicleChoice: 'new' as const,
      alias: 'A',
      driverChoice: 'new' as const,
    };
    expect(validateConnect(base)).toEqual({
      driverName: 'connect.driverNameRequired',
      driverEmail: 'connect.driverEmailRequired',
    });
    expect(validateConnect({ ...base, driverName: 'Anna', driverEmail: 'anna@' }).driverEmail).toBe(
      'connect.driverEmailInvalid',
    );
  });

  it('asks for a vehicle when a driver is chosen', () => {
    expect(
      validateConnect({ ...emptyConnectValues(), organizationId: 2, driverChoice: 'existing', driverId: 4 }),
    ).toEqual({
      driverChoice: 'connect.driverNeedsVehicle',
    });
  });
});

describe('connectRequest', () => {
  it('sends only what was chosen', () => {
    expect(connectRequest({ ...emptyConnectValues(), organizationId: 2 })).toEqual({ organizationId: 2 });
    expect(
      connectRequest({
        ...emptyConnectValues(),
        organizationId: 2,
        vehicleChoice: 'new',
        registry: ' abc123 ',
        driverChoice: 'new',
        driverName: 'Anna',
        driverEmail: 'anna@x.se',
      }),
    ).toEqual({
      organizationId: 2,
      newVehicle: {
        registry: 'ABC123',
        displayName: 'ABC123',
        benefitType: 'WORK',
        defaultTripType: 'BUSINESS',
        isoCountryCode: 'SE',
      },
      newDriver: { name: 'Anna', email: 'anna@x.se' },
    });
  });
});
