// The payroll screen's rows (spec 02 §2.8): filtered by organisation, the vehicle's benefit type and the search
// box, then one table per organisation. The search covers the registration number, the vehicle's name, the IMEI of
// the device installed in it and the driver (spec 02 §2.8).
import { applySearch } from '../../../components/list-table/lib/search';
import type { AttestMonth } from '../api/types';

export const ALL = 'ALL';

export interface PayrollFilter {
  /** A vehicle benefit type (PRIVATE, BENEFIT, WORK, TRACKER, POOL) or ALL. */
  benefitType: string;
  /** null: every organisation. */
  organizationId: number | null;
  term: string;
}

export const NO_FILTER: PayrollFilter = { benefitType: ALL, organizationId: null, term: '' };

export function filterMonths(rows: readonly AttestMonth[], filter: PayrollFilter): AttestMonth[] {
  const kept = rows.filter(
    (row) =>
      (filter.benefitType === ALL || row.benefitType === filter.benefitType) &&
      (filter.organizationId === null || row.organizationId === filter.organizationId),
  );
  return applySearch(kept, filter.term, (row) => [row.registry, row.vehicleName, row.imei, row.driverName]);
}

export interface OrganizationGroup {
  organizationId: number;
  /** null when the app does not know the organisation's name. */
  name: string | null;
  rows: AttestMonth[];
}

const bySv = (a: string, b: string) => a.localeCompare(b, 'sv');

/** One group per organisation, by name (unknown names last, by id); rows by driver, then registration number. */
export function groupByOrganization(
  rows: readonly AttestMonth[],
  nameOf: (organizationId: number) => string | undefined,
): OrganizationGroup[] {
  const groups = new Map<number, AttestMonth[]>();
  for (const row of rows) {
    const list = groups.get(row.organizationId);
    if (list) list.push(row);
    else groups.set(row.organizationId, [row]);
  }
  return [...groups]
    .map(([organizationId, list]) => ({
      organizationId,
      name: nameOf(organizationId) ?? null,
      rows: [...list].sort((a, b) => bySv(a.driverName, b.driverName) || bySv(a.registry, b.registry)),
    }))
    .sort((a, b) => {
      if (a.name !== null && b.name !== null) return bySv(a.name, b.name) || a.organizationId - b.organizationId;
      if (a.name === null && b.name === null) return a.organizationId - b.organizationId;
      return a.name === null ? 1 : -1;
    });
}

/** "ABC123 (Volvo V60)", or whichever of the two the vehicle has. */
export function monthVehicleLabel(row: Pick<AttestMonth, 'registry' | 'vehicleName'>): string {
  if (row.registry && row.vehicleName && row.vehicleName !== row.registry)
    return `${row.registry} (${row.vehicleName})`;
  return row.registry || row.vehicleName;
}
