import { describe, expect, it } from 'vitest';

import { attestBlock, attestTarget, attestWarnings } from './attest-check';
import { APPROVED, ATTESTED, attestCheck, attestMonth, REFUSED } from './attest-month.testing';

describe(attestBlock.name, () => {
  it('lets an open or denied month be attested', () => {
    expect(attestBlock(attestCheck())).toBeNull();
    expect(attestBlock(attestCheck({ month: attestMonth(REFUSED) }))).toBeNull();
  });

  it('blocks an approved month, an attested one, and one with trips to correct (TRIPS_NEED_CORRECTION)', () => {
    expect(attestBlock(attestCheck({ month: attestMonth(APPROVED) }))).toBe('ADMIN_ALREADY_APPROVED');
    expect(attestBlock(attestCheck({ month: attestMonth(ATTESTED) }))).toBe('ALREADY_ATTESTED');
    expect(attestBlock(attestCheck({ countFlagged: 1, countNotCertified: 1 }))).toBe('TRIPS_NEED_CORRECTION');
  });

  it('blocks business trips without a purpose only while the payroll integration is active', () => {
    expect(attestBlock(attestCheck({ countNoDescription: 2, kontekActive: true }))).toBe('TRIPS_MISSING_PURPOSE');
    expect(attestBlock(attestCheck({ countNoDescription: 2, kontekActive: false }))).toBeNull();
    expect(attestBlock(attestCheck({ countNoDescription: 0, kontekActive: true }))).toBeNull();
  });
});

describe(attestWarnings.name, () => {
  it('warns of earlier months not attested, business trips without description and trips not confirmed', () => {
    const check = attestCheck({
      earlierUnattested: [attestMonth({ month: 1 }), attestMonth({ year: 2025, month: 12 })],
      countNoDescription: 3,
      // Two BAD (to correct) among five not certified: three not confirmed.
      countNotCertified: 5,
      countFlagged: 2,
    });
    expect(attestWarnings(check)).toEqual([
      { warning: 'EARLIER_UNATTESTED', count: 2 },
      { warning: 'NO_DESCRIPTION', count: 3 },
      { warning: 'NOT_CONFIRMED', count: 3 },
    ]);
  });

  it('has nothing to say about a month of confirmed, described trips', () => {
    expect(attestWarnings(attestCheck())).toEqual([]);
  });
});

describe(attestTarget.name, () => {
  const ME = 7;

  it('attests in the one vehicle chosen, for all drivers or the viewer only', () => {
    expect(attestTarget({ vehicleIds: [11], driverIds: [] }, ME)).toEqual({ vehicleId: 11 });
    expect(attestTarget({ vehicleIds: [11], driverIds: [ME] }, ME)).toEqual({ vehicleId: 11 });
  });

  it('asks for exactly one vehicle', () => {
    expect(attestTarget({ vehicleIds: [], driverIds: [] }, ME)).toEqual({ reason: 'CHOOSE_ONE_VEHICLE' });
    expect(attestTarget({ vehicleIds: [11, 12], driverIds: [ME] }, ME)).toEqual({ reason: 'CHOOSE_ONE_VEHICLE' });
  });

  it("refuses when another driver's trips are chosen: administrators review those on the payroll screen", () => {
    expect(attestTarget({ vehicleIds: [11], driverIds: [8] }, ME)).toEqual({ reason: 'OWN_TRIPS_ONLY' });
    expect(attestTarget({ vehicleIds: [11], driverIds: [ME, 8] }, ME)).toEqual({ reason: 'OWN_TRIPS_ONLY' });
  });
});
