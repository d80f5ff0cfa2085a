import { hidesPrivateTrip, isPrivatePurpose } from './trip-privacy';

describe('the trip privacy rule (spec 02 §5)', () => {
  it('counts PRIVATE and PRIVATE_AUTO as private, nothing else', () => {
    expect(['PRIVATE', 'PRIVATE_AUTO'].map(isPrivatePurpose)).toEqual([true, true]);
    expect(['BUSINESS', 'BUSINESS_CUSTOM', '', null, undefined, 'private'].map(isPrivatePurpose)).toEqual(
      Array(6).fill(false),
    );
  });

  it('hides a private trip from everyone but its driver, and a driverless private trip from everyone', () => {
    expect(hidesPrivateTrip(7, { purpose: 'PRIVATE', driverUserId: 7 })).toBe(false);
    expect(hidesPrivateTrip(8, { purpose: 'PRIVATE', driverUserId: 7 })).toBe(true);
    expect(hidesPrivateTrip(8, { purpose: 'PRIVATE_AUTO', driverUserId: null })).toBe(true);
    expect(hidesPrivateTrip(8, { purpose: 'BUSINESS', driverUserId: 7 })).toBe(false);
  });
});
