import { useApiQuery, type ApiQuery } from '../../../lib/useApiQuery';
import { journalApi } from '../../journal/api/journal-api';
import type { JournalEntry } from '../../journal/api/types';
import type { AttestMonth } from '../api/types';
import { monthKey, monthRange } from '../lib/attest-months';

// The trips of a driver's month in a vehicle, from the journal the trips page reads (GET /api/journal), in the
// month's own organisation.
export function useMonthTrips(
  row: Pick<AttestMonth, 'year' | 'month' | 'personId' | 'vehicleId' | 'organizationId'>,
): ApiQuery<JournalEntry[]> {
  return useApiQuery(`month-trips.${row.personId}.${row.vehicleId}.${monthKey(row)}`, () =>
    journalApi.list(
      { ...monthRange(row), vehicleIds: [row.vehicleId], driverIds: [row.personId] },
      { organizationId: row.organizationId },
    ),
  );
}
