import { useMemo } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { attestationApi, type Scope } from '../api/attestation-api';
import type { AttestMonth, MonthRef } from '../api/types';
import { monthKey } from '../lib/attest-months';

// The state of each month the attest menu offers: a month that could not be read has no state (the menu leaves it
// to the dialog, which shows why).
export function useAttestMenuStates(
  vehicleId: number,
  months: readonly MonthRef[],
  scope: Scope | undefined,
): { states: ReadonlyMap<string, AttestMonth>; loading: boolean } {
  const key = `attest-menu.${vehicleId}.${scope?.organizationId}.${months.map(monthKey).join(',')}`;
  const query = useApiQuery(key, () =>
    Promise.all(
      months.map((month) =>
        attestationApi.checkQuietly(month, vehicleId, scope).then(
          (check) => check.month,
          () => undefined,
        ),
      ),
    ),
  );
  const states = useMemo(
    () => new Map((query.data ?? []).flatMap((month) => (month ? [[monthKey(month), month] as const] : []))),
    [query.data],
  );
  return { states, loading: query.loading };
}
