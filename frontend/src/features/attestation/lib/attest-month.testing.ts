// Builders for the unit tests: a driver's month in a vehicle (not attested, in organisation 3), and the attest check
// of one, changed as each test needs.
import type { AttestCheck, AttestMonth } from '../api/types';

export function attestMonth(changes: Partial<AttestMonth> = {}): AttestMonth {
  return {
    attestationId: 0,
    year: 2026,
    month: 2,
    vehicleId: 11,
    registry: 'ABC123',
    vehicleName: 'Volvo V60',
    benefitType: 'WORK',
    imei: '350000000000078',
    personId: 7,
    driverName: 'Anna Andersson',
    organizationId: 3,
    attested: false,
    adminApproved: false,
    refused: false,
    message: '',
    attestedTsMs: 0,
    tripCount: 4,
    flaggedCount: 0,
    tripDistanceBusinessM: 16_200,
    tripDistancePrivateM: 5_400,
    ...changes,
  };
}

export const ATTESTED = { attested: true, attestedTsMs: Date.parse('2026-03-02T09:00:00+01:00') };
export const APPROVED = { ...ATTESTED, adminApproved: true };
export const REFUSED = { refused: true, message: 'Fel adress' };

export function attestCheck(changes: Partial<AttestCheck> = {}): AttestCheck {
  return {
    countNoDescription: 0,
    countLightAttested: 4,
    countNotCertified: 0,
    countFlagged: 0,
    month: attestMonth(),
    earlierUnattested: [],
    kontekActive: false,
    ...changes,
  };
}
