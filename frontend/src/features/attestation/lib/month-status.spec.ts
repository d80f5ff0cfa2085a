import { describe, expect, it } from 'vitest';

import { APPROVED, ATTESTED, attestMonth, REFUSED } from './attest-month.testing';
import { approveBlock, monthActions, monthStatus, refuseKind, reviewerOf, type Reviewer } from './month-status';

const DRIVER: Reviewer = { manager: false, superadmin: false };
const ADMIN: Reviewer = { manager: true, superadmin: false };
const ROOT: Reviewer = { manager: true, superadmin: true };

const notAttested = attestMonth();
const attested = attestMonth(ATTESTED);
const approved = attestMonth(APPROVED);
const refused = attestMonth(REFUSED);

describe(monthStatus.name, () => {
  it('labels approved, denied, attested and not attested', () => {
    expect([approved, refused, attested, notAttested].map(monthStatus)).toEqual([
      'APPROVED',
      'REFUSED',
      'ATTESTED',
      'NOT_ATTESTED',
    ]);
  });
});

describe(reviewerOf.name, () => {
  it('reads ADMIN as manager, ROOT and HEXA as superadmin too, DRIVER as neither', () => {
    expect(reviewerOf(['DRIVER'])).toEqual(DRIVER);
    expect(reviewerOf(['ADMIN'])).toEqual(ADMIN);
    expect(reviewerOf(['ROOT'])).toEqual(ROOT);
    expect(reviewerOf(['HEXA'])).toEqual(ROOT);
  });
});

describe(monthActions.name, () => {
  it('offers an administrator remind on a month not attested (also a denied one) and review on an attested one', () => {
    expect(monthActions(notAttested, ADMIN)).toEqual(['remind']);
    expect(monthActions(refused, ADMIN)).toEqual(['remind']);
    expect(monthActions(attested, ADMIN)).toEqual(['review']);
    expect(monthActions(approved, ADMIN)).toEqual([]);
  });

  it('adds unlock on an approved month and reset on an attested or denied one for ROOT', () => {
    expect(monthActions(notAttested, ROOT)).toEqual(['remind']);
    expect(monthActions(refused, ROOT)).toEqual(['remind', 'reset']);
    expect(monthActions(attested, ROOT)).toEqual(['review', 'reset']);
    expect(monthActions(approved, ROOT)).toEqual(['unlock', 'reset']);
  });

  it('offers a driver nothing', () => {
    for (const month of [notAttested, attested, approved, refused]) expect(monthActions(month, DRIVER)).toEqual([]);
  });
});

describe(approveBlock.name, () => {
  it('waits for flagged trips to be corrected, then for no trip to be ticked', () => {
    expect(approveBlock(attestMonth({ ...ATTESTED, flaggedCount: 2 }), 0)).toBe('TRIPS_FLAGGED');
    expect(approveBlock(attested, 1)).toBe('TRIPS_TICKED');
    expect(approveBlock(attested, 0)).toBeNull();
  });
});

describe(refuseKind.name, () => {
  it('flags the ticked trips, or with none ticked un-attests the whole month', () => {
    expect(refuseKind(2)).toBe('FLAG_TRIPS');
    expect(refuseKind(0)).toBe('UNATTEST_MONTH');
  });
});
