import { describe, expect, it } from 'vitest';

import { checkNewTrip, emptyNewTripForm, type NewTripForm } from './new-trip-form';

const filled = (changes: Partial<NewTripForm> = {}): NewTripForm => ({
  ...emptyNewTripForm(),
  vehicleId: 11,
  imei: '356307042441013',
  start: '2026-11-20T08:00',
  stop: '2026-11-20T08:45',
  distanceKm: '12,5',
  ...changes,
});

describe(checkNewTrip.name, () => {
  it('asks for every required field of an empty form', () => {
    const check = checkNewTrip({ ...emptyNewTripForm(), purpose: null });
    expect(check).toEqual({
      ok: false,
      errors: {
        vehicleId: 'vehicleRequired',
        imei: 'imeiRequired',
        start: 'startRequired',
        stop: 'stopRequired',
        distanceKm: 'distanceRequired',
        purpose: 'purposeRequired',
      },
    });
  });

  it('makes the request of the required fields: times in Stockholm, km as metres, no driver', () => {
    const check = checkNewTrip(filled());
    expect(check).toEqual({
      ok: true,
      distanceM: 12_500,
      request: {
        vehicleId: 11,
        imei: '356307042441013',
        userId: null,
        timestampStartMs: Date.parse('2026-11-20T08:00:00+01:00'),
        timestampStopMs: Date.parse('2026-11-20T08:45:00+01:00'),
        tripOdometerMax: 12_500,
        purpose: 'BUSINESS',
      },
    });
  });

  it('adds the optional driver, coordinates, addresses and description when given', () => {
    const check = checkNewTrip(
      filled({
        userId: 7,
        purpose: 'PRIVATE',
        startLat: '59,33',
        startLon: '18.06',
        stopLat: '59.35',
        stopLon: '18.1',
        startAddress: ' Storgatan 1 ',
        description: 'Hämtade däck',
      }),
    );
    expect(check.ok && check.request).toMatchObject({
      userId: 7,
      purpose: 'PRIVATE',
      startLat: 59.33,
      startLon: 18.06,
      stopLat: 59.35,
      stopLon: 18.1,
      startAddress: 'Storgatan 1',
      description: 'Hämtade däck',
    });
    expect(check.ok && 'stopAddress' in check.request).toBe(false);
  });

  it('refuses a malformed IMEI, a stop before the start and a distance that is not one', () => {
    expect(checkNewTrip(filled({ imei: '12345' }))).toEqual({ ok: false, errors: { imei: 'imeiFormat' } });
    expect(checkNewTrip(filled({ stop: '2026-11-20T07:59' }))).toEqual({
      ok: false,
      errors: { stop: 'stopBeforeStart' },
    });
    expect(checkNewTrip(filled({ distanceKm: '-3' }))).toEqual({
      ok: false,
      errors: { distanceKm: 'distanceInvalid' },
    });
  });

  it('wants a position as both coordinates, in range', () => {
    expect(checkNewTrip(filled({ startLat: '59.3' }))).toEqual({ ok: false, errors: { startLon: 'coordinatePair' } });
    expect(checkNewTrip(filled({ stopLon: '18' }))).toEqual({ ok: false, errors: { stopLat: 'coordinatePair' } });
    expect(checkNewTrip(filled({ startLat: '91', startLon: '181' }))).toEqual({
      ok: false,
      errors: { startLat: 'latitudeInvalid', startLon: 'longitudeInvalid' },
    });
  });

  it('keeps a short distance for the confirmation to decide', () => {
    const check = checkNewTrip(filled({ distanceKm: '0,15' }));
    expect(check.ok && check.distanceM).toBe(150);
  });
});
