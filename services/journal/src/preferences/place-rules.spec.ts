import { ErrorCode } from '@fleetlog/contracts';

import { applyPlaceChange, defaultPlace, placePurpose } from './place-rules';

describe('placePurpose (issue 8: a saved place gives a trip its default purpose)', () => {
  const home = { tripType: 'PRIVATE' as const, description: 'Hemma' };
  const customer = { tripType: 'BUSINESS' as const, description: 'Kundbesök' };
  const office = { tripType: 'BUSINESS' as const, description: '' };

  it.each([
    ['no place at either end', undefined, undefined, { tripType: null, description: '', incompatible: false }],
    ['a place at the start only', home, undefined, { tripType: 'PRIVATE', description: 'Hemma', incompatible: false }],
    [
      'a place at the stop only',
      undefined,
      customer,
      { tripType: 'BUSINESS', description: 'Kundbesök', incompatible: false },
    ],
    [
      'places that agree: the start’s description',
      customer,
      office,
      { tripType: 'BUSINESS', description: 'Kundbesök', incompatible: false },
    ],
    [
      'places that agree, the start’s without description',
      office,
      customer,
      { tripType: 'BUSINESS', description: 'Kundbesök', incompatible: false },
    ],
    ['places that disagree', home, customer, { tripType: null, description: '', incompatible: true }],
  ])('%s', (_case, atStart, atStop, expected) => {
    expect(placePurpose(atStart, atStop)).toEqual(expected);
  });
});

describe('applyPlaceChange (spec 03 §3 Zone, §5, §9)', () => {
  it('starts from 400 m, both ends active, no trip type, in Stockholm', () => {
    expect(defaultPlace()).toMatchObject({
      radiusM: 400,
      tripType: null,
      activeOnTripStart: true,
      activeOnTripEnd: true,
    });
  });

  it('changes only what is given, trims texts and keeps a name when it is emptied', () => {
    const next = applyPlaceChange(defaultPlace(), {
      name: '  ',
      description: ' Jobb ',
      radiusM: 800,
      tripType: 'BUSINESS_X',
    });
    expect(next).toMatchObject({
      name: 'Ny plats',
      description: 'Jobb',
      radiusM: 800,
      tripType: 'BUSINESS',
      latitude: 59.33,
    });
    expect(applyPlaceChange(next, { tripType: '' }).tripType).toBeNull();
  });

  it.each([
    [{ radiusM: 801 }],
    [{ radiusM: 12.5 }],
    [{ latitude: Number.NaN }],
    [{ longitude: -181 }],
    [{ tripType: 'POOL' }],
    [{ address: 'Gatan\n1' }],
  ])('refuses %j as MISFORMATTED_FIELDS', (change) => {
    expect(() => applyPlaceChange(defaultPlace(), change)).toThrow(
      expect.objectContaining({ code: ErrorCode.MISFORMATTED_FIELDS }),
    );
  });
});
