import { describe, expect, it } from 'vitest';

import type { TripStatus } from '../api/types';
import { journalEntry } from './journal-entry.testing';
import { purposeChange, tripPermissions, viewerOf, type JournalViewer } from './trip-permissions';

const DRIVER: JournalViewer = { userId: 7, admin: false, superadmin: false };
const OTHER_DRIVER: JournalViewer = { userId: 8, admin: false, superadmin: false };
const ADMIN: JournalViewer = { userId: 2, admin: true, superadmin: false };
const ROOT: JournalViewer = { userId: 1, admin: false, superadmin: true };

const trip = (status: TripStatus, purpose = 'BUSINESS') => journalEntry({ status, trip: { purpose } });

describe(viewerOf.name, () => {
  it('reads ADMIN as administrator and ROOT or HEXA as superadmin', () => {
    expect(viewerOf({ userId: 3, roles: ['DRIVER'] })).toEqual({ userId: 3, admin: false, superadmin: false });
    expect(viewerOf({ userId: 3, roles: ['ADMIN'] })).toEqual({ userId: 3, admin: true, superadmin: false });
    expect(viewerOf({ userId: 3, roles: ['HEXA'] })).toEqual({ userId: 3, admin: false, superadmin: true });
  });
});

describe(tripPermissions.name, () => {
  it('lets the driver confirm, unconfirm, correct and uncorrect its own trip by status', () => {
    const kinds = (['NONE', 'CHECKED', 'BAD', 'CORRECTED'] as const).map(
      (s) => tripPermissions(DRIVER, trip(s)).status,
    );
    expect(kinds).toEqual([
      { allowed: true, kind: 'confirm', change: { lightAttested: true } },
      { allowed: true, kind: 'unconfirm', change: { lightAttested: false } },
      { allowed: true, kind: 'correct', change: { correctedByDriver: true } },
      { allowed: true, kind: 'uncorrect', change: { correctedByDriver: false } },
    ]);
  });

  it("lets only the trip's driver dismiss its flags, and not on attested, approved or corrected trips", () => {
    const dismissible = (viewer: JournalViewer, status: TripStatus) =>
      tripPermissions(viewer, trip(status)).dismissFlags;
    expect((['NONE', 'CHECKED', 'BAD'] as const).map((s) => dismissible(DRIVER, s))).toEqual([true, true, true]);
    expect((['LOCKED', 'CORRECTED', 'DONE'] as const).map((s) => dismissible(DRIVER, s))).toEqual([
      false,
      false,
      false,
    ]);
    expect([dismissible(ADMIN, 'NONE'), dismissible(ROOT, 'NONE'), dismissible(OTHER_DRIVER, 'NONE')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('refuses the status change on attested and approved trips', () => {
    for (const status of ['LOCKED', 'DONE'] as const) {
      expect(tripPermissions(DRIVER, trip(status)).status).toEqual({ allowed: false, reason: 'TRIP_ATTESTED' });
    }
  });

  it("leaves another driver's trip status to that driver, also for administrators", () => {
    for (const viewer of [OTHER_DRIVER, ADMIN, ROOT]) {
      expect(tripPermissions(viewer, trip('NONE')).status).toEqual({ allowed: false, reason: 'OWN_TRIPS_ONLY' });
    }
    const noDriver = journalEntry({ user_id: null, driver: null });
    expect(tripPermissions(DRIVER, noDriver).status).toEqual({ allowed: false, reason: 'OWN_TRIPS_ONLY' });
  });

  it('shows DONE, LOCKED and CHECKED rows disabled', () => {
    const disabled = (['NONE', 'CHECKED', 'LOCKED', 'BAD', 'CORRECTED', 'DONE'] as const).filter(
      (s) => tripPermissions(DRIVER, trip(s)).rowDisabled,
    );
    expect(disabled).toEqual(['CHECKED', 'LOCKED', 'DONE']);
  });

  it('lets the driver change purpose and description of its own open trips only', () => {
    const open = tripPermissions(DRIVER, trip('NONE'));
    expect([open.purpose, open.description]).toEqual([{ allowed: true }, { allowed: true }]);
    expect(tripPermissions(DRIVER, trip('BAD')).description).toEqual({ allowed: true });
    expect(tripPermissions(DRIVER, trip('CHECKED')).purpose).toEqual({ allowed: false, reason: 'TRIP_CONFIRMED' });
    expect(tripPermissions(DRIVER, trip('LOCKED')).description).toEqual({ allowed: false, reason: 'TRIP_ATTESTED' });
    expect(tripPermissions(OTHER_DRIVER, trip('NONE')).purpose).toEqual({ allowed: false, reason: 'OWN_TRIPS_ONLY' });
  });

  it("lets administrators change another driver's business trip, not a private one", () => {
    for (const viewer of [ADMIN, ROOT]) {
      expect(tripPermissions(viewer, trip('NONE')).purpose).toEqual({ allowed: true });
      expect(tripPermissions(viewer, trip('NONE', 'PRIVATE')).description).toEqual({
        allowed: false,
        reason: 'PRIVATE_TRIP_DIFFERENT_USER',
      });
      expect(tripPermissions(viewer, trip('NONE', 'PRIVATE_AUTO')).purpose.allowed).toBe(false);
    }
  });

  it('keeps a private trip private, while a PRIVATE_AUTO trip may still turn business', () => {
    expect(tripPermissions(DRIVER, trip('NONE', 'PRIVATE')).purpose).toEqual({
      allowed: false,
      reason: 'PRIVATE_IRREVERSIBLE',
    });
    expect(tripPermissions(DRIVER, trip('NONE', 'PRIVATE')).description).toEqual({ allowed: true });
    expect(tripPermissions(DRIVER, trip('NONE', 'PRIVATE_AUTO')).purpose).toEqual({ allowed: true });
  });

  it('gives the admin comment to administrators on every trip, whatever its status', () => {
    for (const status of ['NONE', 'CHECKED', 'LOCKED', 'DONE'] as const) {
      expect(tripPermissions(ADMIN, trip(status, 'PRIVATE')).adminComment).toBe(true);
      expect(tripPermissions(ROOT, trip(status)).adminComment).toBe(true);
      expect(tripPermissions(DRIVER, trip(status)).adminComment).toBe(false);
    }
  });

  it('asks for the private confirmation only on trips that are not the viewer own', () => {
    expect(tripPermissions(DRIVER, trip('NONE')).privateNeedsConfirmation).toBe(false);
    expect(tripPermissions(ADMIN, trip('NONE')).privateNeedsConfirmation).toBe(true);
  });

  it('passes on that the server hid the details of the private trip', () => {
    const hidden = journalEntry({ privateHidden: true, trip: { purpose: 'PRIVATE' } });
    expect(tripPermissions(ADMIN, hidden).detailsHidden).toBe(true);
  });
});

describe(purposeChange.name, () => {
  const own = { privateNeedsConfirmation: false };
  const others = { privateNeedsConfirmation: true };

  it('sends the new purpose, and the confirmation only for another driver trip once confirmed', () => {
    expect(purposeChange(trip('NONE'), 'PRIVATE', own, true)).toEqual({ purpose: 'PRIVATE' });
    expect(purposeChange(trip('NONE'), 'PRIVATE', others, true)).toEqual({
      purpose: 'PRIVATE',
      privateConfirmed: true,
    });
    expect(purposeChange(trip('NONE'), 'PRIVATE', others, false)).toEqual({ purpose: 'PRIVATE' });
    expect(purposeChange(trip('NONE', 'PRIVATE_AUTO'), 'BUSINESS', own, false)).toEqual({ purpose: 'BUSINESS' });
  });

  it('sends nothing when the choice is the current purpose', () => {
    expect(purposeChange(trip('NONE', 'BUSINESS_CUSTOMER'), 'BUSINESS', own, false)).toBeNull();
    expect(purposeChange(trip('NONE', 'PRIVATE_AUTO'), 'PRIVATE', own, true)).toBeNull();
  });
});
