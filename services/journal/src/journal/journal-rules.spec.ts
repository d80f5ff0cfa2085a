import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import {
  applyTripChange,
  applyTripOverride,
  assertDriverChange,
  assertMergeable,
  assertMovable,
  assertNewTrip,
  assertSuperadmin,
  type NewTrip,
  assertUnmergeable,
  type MergeFacts,
  mergedDescription,
  hidesPrivateDetails,
  isSettablePurpose,
  type JournalViewer,
  type TripChange,
  type TripFacts,
  type TripStatus,
} from './journal-rules';

const DRIVER = 7;
const OTHER = 8;
const driver: JournalViewer = { userId: DRIVER, admin: false, superadmin: false };
const otherDriver: JournalViewer = { userId: OTHER, admin: false, superadmin: false };
const admin: JournalViewer = { userId: 100, admin: true, superadmin: false };
const root: JournalViewer = { userId: 1, admin: false, superadmin: true };

const trip = (overrides: Partial<TripFacts> = {}): TripFacts => ({
  status: 'NONE',
  driverUserId: DRIVER,
  purpose: 'BUSINESS',
  description: '',
  adminComment: '',
  devComment: [],
  ...overrides,
});

function codeOf(viewer: JournalViewer, facts: TripFacts, change: TripChange): string {
  try {
    applyTripChange(viewer, facts, change);
    return 'OK';
  } catch (error) {
    if (error instanceof DomainError) return ErrorCode[error.code];
    throw error;
  }
}

describe('journal rules (spec 02 §4, §6)', () => {
  it('confirms and unconfirms the own trip: CHECKED and back to NONE', () => {
    expect(applyTripChange(driver, trip(), { lightAttested: true }).status).toBe('CHECKED');
    expect(applyTripChange(driver, trip({ status: 'CHECKED' }), { lightAttested: false }).status).toBe('NONE');
  });

  it('corrects and uncorrects a flagged trip: CORRECTED and back to BAD', () => {
    expect(applyTripChange(driver, trip({ status: 'BAD' }), { correctedByDriver: true }).status).toBe('CORRECTED');
    expect(applyTripChange(driver, trip({ status: 'CORRECTED' }), { correctedByDriver: false }).status).toBe('BAD');
    expect(codeOf(driver, trip(), { correctedByDriver: true })).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(driver, trip({ status: 'BAD' }), { lightAttested: true })).toBe('MISFORMATTED_FIELDS');
  });

  it.each<[string, JournalViewer]>([
    ['another driver', otherDriver],
    ['an administrator', admin],
    ['the superadmin', root],
  ])('refuses confirming or correcting for %s: only own trips', (_who, viewer) => {
    expect(codeOf(viewer, trip(), { lightAttested: true })).toBe('OWN_TRIPS_ONLY');
    expect(codeOf(viewer, trip({ status: 'BAD' }), { correctedByDriver: true })).toBe('OWN_TRIPS_ONLY');
    expect(codeOf(viewer, trip({ driverUserId: null }), { lightAttested: true })).toBe('OWN_TRIPS_ONLY');
  });

  it.each<TripStatus>(['LOCKED', 'DONE'])('keeps a %s trip as it is, except the admin comment', (status) => {
    const attested = trip({ status });
    expect(codeOf(driver, attested, { lightAttested: false })).toBe('TRIP_ATTESTED');
    expect(codeOf(driver, attested, { purpose: 'PRIVATE' })).toBe('TRIP_ATTESTED');
    expect(codeOf(driver, attested, { description: 'x' })).toBe('TRIP_ATTESTED');
    expect(codeOf(admin, attested, { description: 'x' })).toBe('TRIP_ATTESTED');
    expect(applyTripChange(admin, attested, { adminComment: 'kolla' }).adminComment).toBe('kolla');
  });

  it('changes nothing on a confirmed trip until it is unconfirmed, which may come in the same request', () => {
    expect(codeOf(driver, trip({ status: 'CHECKED' }), { description: 'Kund' })).toBe('TRIP_ATTESTED');
    expect(applyTripChange(driver, trip({ status: 'CHECKED' }), { lightAttested: false, description: 'Kund' })).toEqual(
      { status: 'NONE', purpose: 'BUSINESS', description: 'Kund', adminComment: '', devComment: [] },
    );
  });

  it('lets the driver, an administrator and the superadmin edit purpose and description, not another driver', () => {
    expect(applyTripChange(driver, trip(), { description: 'Kundbesök' }).description).toBe('Kundbesök');
    expect(applyTripChange(admin, trip(), { description: 'Möte' }).description).toBe('Möte');
    expect(applyTripChange(root, trip(), { purpose: 'BUSINESS_MEETING' }).purpose).toBe('BUSINESS_MEETING');
    expect(codeOf(otherDriver, trip(), { description: 'x' })).toBe('OWN_TRIPS_ONLY');
  });

  it('marks private for good; the automatic private may still become business', () => {
    expect(applyTripChange(driver, trip(), { purpose: 'PRIVATE' }).purpose).toBe('PRIVATE');
    expect(codeOf(driver, trip({ purpose: 'PRIVATE' }), { purpose: 'BUSINESS' })).toBe('PRIVATE_IRREVERSIBLE');
    expect(applyTripChange(driver, trip({ purpose: 'PRIVATE_AUTO' }), { purpose: 'BUSINESS' }).purpose).toBe(
      'BUSINESS',
    );
    // Setting the same purpose again changes nothing and is no error.
    expect(applyTripChange(driver, trip({ purpose: 'PRIVATE' }), { purpose: 'PRIVATE' }).purpose).toBe('PRIVATE');
  });

  it("asks for the confirmation before another driver's trip turns private", () => {
    expect(codeOf(admin, trip(), { purpose: 'PRIVATE' })).toBe('PRIVATE_NOT_CONFIRMED');
    expect(applyTripChange(admin, trip(), { purpose: 'PRIVATE', privateConfirmed: true }).purpose).toBe('PRIVATE');
  });

  it("leaves another driver's private trip to its driver", () => {
    for (const purpose of ['PRIVATE', 'PRIVATE_AUTO']) {
      expect(codeOf(admin, trip({ purpose }), { description: 'x' })).toBe('PRIVATE_TRIP_DIFFERENT_USER');
      expect(codeOf(root, trip({ purpose }), { purpose: 'BUSINESS' })).toBe('PRIVATE_TRIP_DIFFERENT_USER');
      expect(hidesPrivateDetails(admin, trip({ purpose }))).toBe(true);
      expect(hidesPrivateDetails(driver, trip({ purpose }))).toBe(false);
    }
    expect(hidesPrivateDetails(admin, trip())).toBe(false);
  });

  it('keeps the admin comment to administrators and the superadmin', () => {
    expect(codeOf(driver, trip(), { adminComment: 'x' })).toBe('ROOT_OR_ADMIN_REQUIRED');
    expect(applyTripChange(root, trip(), { adminComment: 'ok' }).adminComment).toBe('ok');
  });

  it('accepts BUSINESS, PRIVATE and BUSINESS-prefixed purposes only', () => {
    expect(['BUSINESS', 'PRIVATE', 'BUSINESS_SERVICE'].map(isSettablePurpose)).toEqual([true, true, true]);
    expect(['PRIVATE_AUTO', 'business', '', 'FOO', 'BUSINESS\u0000'].map(isSettablePurpose)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(codeOf(driver, trip(), { purpose: 'PRIVATE_AUTO' })).toBe('BAD_PURPOSE');
  });
});

describe('merge and split rules (spec 02 §4)', () => {
  const MIN = 60_000;
  const at = (id: number, startMin: number, stopMin: number, overrides: Partial<MergeFacts> = {}): MergeFacts => ({
    ...trip(),
    id,
    vehicleId: 1,
    startMs: startMin * MIN,
    stopMs: stopMin * MIN,
    ...overrides,
  });
  function mergeCode(viewer: JournalViewer, first: MergeFacts, next: MergeFacts, nextId = next.id): string {
    try {
      assertMergeable(viewer, first, next, nextId);
      return 'OK';
    } catch (error) {
      if (error instanceof DomainError) return ErrorCode[error.code];
      throw error;
    }
  }

  it('merges the next trip up to 120 minutes later, not a minute more', () => {
    expect(mergeCode(driver, at(1, 0, 30), at(2, 150, 170))).toBe('OK');
    expect(mergeCode(driver, at(1, 0, 30), at(2, 151, 170))).toBe('TRIPS_NOT_CONNECTED');
  });

  it('merges only the very next trip of the same vehicle, driver and kind of purpose', () => {
    expect(mergeCode(driver, at(1, 0, 30), at(3, 60, 70), 2)).toBe('TRIPS_NOT_CONNECTED');
    expect(mergeCode(driver, at(1, 0, 30), at(2, 40, 50, { vehicleId: 9 }))).toBe('DIFFERENT_VEHICLES');
    expect(mergeCode(admin, at(1, 0, 30), at(2, 40, 50, { driverUserId: OTHER }))).toBe('DIFFERENT_DRIVERS');
    expect(mergeCode(driver, at(1, 0, 30), at(2, 40, 50, { purpose: 'PRIVATE' }))).toBe('DIFFERENT_TRIP_TYPES');
    // PRIVATE_AUTO and PRIVATE are both private; two business purposes must be the same one.
    expect(mergeCode(driver, at(1, 0, 30, { purpose: 'PRIVATE_AUTO' }), at(2, 40, 50, { purpose: 'PRIVATE' }))).toBe(
      'OK',
    );
    expect(mergeCode(driver, at(1, 0, 30), at(2, 40, 50, { purpose: 'BUSINESS_SERVICE' }))).toBe(
      'INCOMPATIBLE_PURPOSES',
    );
    expect(mergeCode(driver, at(1, 0, 30), at(2, 40, 50, { purpose: null }))).toBe('OK');
  });

  it('lets a driver merge its own trips, an administrator and the superadmin anyone’s, private trips only their driver', () => {
    expect(mergeCode(otherDriver, at(1, 0, 30), at(2, 40, 50))).toBe('OWN_TRIPS_ONLY');
    expect(mergeCode(admin, at(1, 0, 30), at(2, 40, 50))).toBe('OK');
    expect(mergeCode(root, at(1, 0, 30), at(2, 40, 50))).toBe('OK');
    const privateTrip = { purpose: 'PRIVATE' };
    expect(mergeCode(admin, at(1, 0, 30, privateTrip), at(2, 40, 50, privateTrip))).toBe('PRIVATE_TRIP_DIFFERENT_USER');
    expect(mergeCode(driver, at(1, 0, 30, privateTrip), at(2, 40, 50, privateTrip))).toBe('OK');
  });

  it('merges no confirmed or attested trip', () => {
    for (const status of ['CHECKED', 'LOCKED', 'DONE'] as const) {
      expect(mergeCode(driver, at(1, 0, 30, { status }), at(2, 40, 50))).toBe('TRIP_ATTESTED');
      expect(mergeCode(driver, at(1, 0, 30), at(2, 40, 50, { status }))).toBe('TRIP_ATTESTED');
    }
  });

  it('takes the chosen description, else the first one written', () => {
    const trips = [{ description: '' }, { description: 'Kund' }, { description: 'Lager' }];
    expect(mergedDescription(trips)).toBe('Kund');
    expect(mergedDescription(trips, 'Kund och lager')).toBe('Kund och lager');
    expect(mergedDescription([{ description: '' }])).toBe('');
  });

  it('splits only a merged, unconfirmed trip, by the same people', () => {
    const merged = { ...trip(), mergedTripIds: [1, 2] };
    expect(() => assertUnmergeable(driver, merged)).not.toThrow();
    expect(() => assertUnmergeable(admin, merged)).not.toThrow();
    expect(() => assertUnmergeable(otherDriver, merged)).toThrow(DomainError);
    expect(() => assertUnmergeable(driver, { ...merged, mergedTripIds: [] })).toThrow(DomainError);
    expect(() => assertUnmergeable(driver, { ...merged, status: 'LOCKED' })).toThrow(DomainError);
    expect(() => assertUnmergeable(admin, { ...merged, purpose: 'PRIVATE' })).toThrow(DomainError);
  });
});

describe('dismissing the developer flags (spec 02 §4)', () => {
  const flagged = (status: TripStatus) => trip({ status, devComment: ['INCOMPATIBLE_PURPOSES'] });

  it.each(['NONE', 'CHECKED', 'BAD'] as TripStatus[])('lets the driver dismiss them on a %s trip', (status) => {
    expect(applyTripChange(driver, flagged(status), { dismissDevComment: true }).devComment).toEqual([]);
  });

  it.each(['LOCKED', 'CORRECTED', 'DONE'] as TripStatus[])('keeps them on a %s trip', (status) => {
    expect(codeOf(driver, flagged(status), { dismissDevComment: true })).toBe('TRIP_ATTESTED');
  });

  it('is the trip driver’s alone', () => {
    expect(codeOf(admin, flagged('NONE'), { dismissDevComment: true })).toBe('OWN_TRIPS_ONLY');
    expect(codeOf(otherDriver, flagged('NONE'), { dismissDevComment: true })).toBe('OWN_TRIPS_ONLY');
    expect(applyTripChange(driver, flagged('NONE'), {}).devComment).toEqual(['INCOMPATIBLE_PURPOSES']);
  });
});

describe("the superadmin's trip tools (spec 02 §5, §6)", () => {
  const codeOf = (work: () => unknown): string | undefined => {
    try {
      work();
      return undefined;
    } catch (error) {
      return error instanceof DomainError ? ErrorCode[error.code] : String(error);
    }
  };
  const START = Date.parse('2026-10-13T08:00:00+02:00');
  const detected = {
    status: 'NONE' as TripStatus,
    startMs: START,
    stopMs: START + 3_600_000,
    distanceM: 5_000,
    mergedTripIds: [],
  };

  it("are the superadmin's alone", () => {
    expect(codeOf(() => assertSuperadmin(admin))).toBe('ROOT_REQUIRED');
    expect(codeOf(() => assertSuperadmin(driver))).toBe('ROOT_REQUIRED');
    expect(codeOf(() => assertSuperadmin(root))).toBeUndefined();
  });

  it('override times and distance within their limits, never on attested or merged trips', () => {
    expect(applyTripOverride(detected, { startMs: START - 60_000, distanceM: 6_000 })).toEqual({
      startMs: START - 60_000,
      stopMs: START + 3_600_000,
      distanceM: 6_000,
    });
    expect(codeOf(() => applyTripOverride(detected, { stopMs: START - 1 }))).toBe('BAD_TIMESTAMP');
    expect(codeOf(() => applyTripOverride(detected, { stopMs: START + 8 * 86_400_000 }))).toBe('BAD_TIMESTAMP');
    expect(codeOf(() => applyTripOverride(detected, { distanceM: -1 }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => applyTripOverride(detected, { distanceM: 1_500_000_001 }))).toBe('ODOMETER_TOO_LARGE');
    expect(codeOf(() => applyTripOverride({ ...detected, status: 'LOCKED' }, { distanceM: 1 }))).toBe('TRIP_ATTESTED');
    expect(codeOf(() => applyTripOverride({ ...detected, status: 'DONE' }, { startMs: START + 1 }))).toBe(
      'TRIP_ATTESTED',
    );
    // The same values again change nothing, so they pass on an attested trip.
    expect(codeOf(() => applyTripOverride({ ...detected, status: 'DONE' }, { distanceM: 5_000 }))).toBeUndefined();
    expect(codeOf(() => applyTripOverride({ ...detected, mergedTripIds: [1, 2] }, { distanceM: 1 }))).toBe(
      'MISFORMATTED_FIELDS',
    );
  });

  it('take a new trip only with the fields the form requires', () => {
    const valid: NewTrip = {
      vehicleId: 5,
      imei: '356307042441013',
      driverUserId: null,
      startMs: START,
      stopMs: START + 600_000,
      distanceM: 150,
      start: null,
      stop: { latitude: 59.3, longitude: 18 },
      startAddress: '',
      stopAddress: '',
      description: '',
      purpose: 'PRIVATE',
    };
    expect(codeOf(() => assertNewTrip(valid))).toBeUndefined();
    expect(codeOf(() => assertNewTrip({ ...valid, vehicleId: 0 }))).toBe('MISSING_FIELDS');
    expect(codeOf(() => assertNewTrip({ ...valid, imei: ' ' }))).toBe('MISSING_FIELDS');
    // 14 to 16 digits (spec 01 §7, spec 03 §3).
    expect(codeOf(() => assertNewTrip({ ...valid, imei: '3563070424410' }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => assertNewTrip({ ...valid, imei: '35630704244101399' }))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => assertNewTrip({ ...valid, imei: '3563070424410a' }))).toBe('MISFORMATTED_FIELDS');
    for (const imei of ['35630704244101', '3563070424410139'])
      expect(() => assertNewTrip({ ...valid, imei })).not.toThrow();
    expect(codeOf(() => assertNewTrip({ ...valid, startMs: 0 }))).toBe('MISSING_FIELDS');
    expect(codeOf(() => assertNewTrip({ ...valid, stopMs: 0 }))).toBe('MISSING_FIELDS');
    expect(codeOf(() => assertNewTrip({ ...valid, purpose: '' }))).toBe('MISSING_FIELDS');
    expect(codeOf(() => assertNewTrip({ ...valid, purpose: 'PRIVATE_AUTO' }))).toBe('BAD_PURPOSE');
    expect(codeOf(() => assertNewTrip({ ...valid, stop: { latitude: 0, longitude: 181 } }))).toBe(
      'MISFORMATTED_FIELDS',
    );
    expect(codeOf(() => assertNewTrip({ ...valid, description: 'x'.repeat(501) }))).toBe('MISFORMATTED_FIELDS');
  });

  it('move a trip to another vehicle unless it is attested', () => {
    expect(codeOf(() => assertMovable({ id: 1, status: 'CHECKED', vehicleId: 2 }, 3))).toBeUndefined();
    expect(codeOf(() => assertMovable({ id: 1, status: 'NONE', vehicleId: 2 }, 2))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => assertMovable({ id: 1, status: 'LOCKED', vehicleId: 2 }, 3))).toBe('TRIP_ATTESTED');
  });

  it('let an administrator give a trip a driver of its organisations who is not archived', () => {
    const facts = { status: 'NONE' as TripStatus, purpose: 'BUSINESS', driverUserId: DRIVER };
    const colleague = { id: 9, organizationId: 3, archived: false };
    expect(codeOf(() => assertDriverChange(admin, facts, colleague, [3]))).toBeUndefined();
    expect(codeOf(() => assertDriverChange(admin, facts, null, [3]))).toBeUndefined();
    expect(codeOf(() => assertDriverChange(driver, facts, colleague, [3]))).toBe('ROOT_OR_ADMIN_REQUIRED');
    expect(codeOf(() => assertDriverChange(admin, facts, { ...colleague, organizationId: 4 }, [3]))).toBe(
      'USER_MISSING',
    );
    expect(codeOf(() => assertDriverChange(admin, facts, { ...colleague, archived: true }, [3]))).toBe('USER_MISSING');
    expect(codeOf(() => assertDriverChange(admin, { ...facts, status: 'DONE' }, colleague, [3]))).toBe('TRIP_ATTESTED');
    expect(codeOf(() => assertDriverChange(admin, { ...facts, purpose: 'PRIVATE' }, colleague, [3]))).toBe(
      'PRIVATE_TRIP_DIFFERENT_USER',
    );
    expect(codeOf(() => assertDriverChange(root, { ...facts, purpose: 'PRIVATE' }, colleague, null))).toBeUndefined();
  });
});
