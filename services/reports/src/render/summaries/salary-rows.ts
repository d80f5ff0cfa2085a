import type { journalV1 } from '@fleetlog/contracts';

import type { SummaryTexts } from './summary-texts';
import { type Cell, int, km } from './table-cells';
import type { TableReport } from './table-report';
import { byDriverName, byLabel } from './trip-totals';

/** What the payroll needs of an attestation month (journal's MonthState). */
export type SalaryMonth = Pick<
  journalV1.MonthState,
  | 'attestationId'
  | 'year'
  | 'month'
  | 'vehicleId'
  | 'driverUserId'
  | 'driverName'
  | 'registry'
  | 'vehicleName'
  | 'benefitType'
  | 'tripCount'
  | 'distanceBusinessM'
  | 'distancePrivateM'
  | 'attested'
  | 'adminApproved'
  | 'refused'
>;

export type SalaryStatus = 'approved' | 'denied' | 'attested' | 'notAttested';

/** The month's state as payroll reads it: the administrator's decision wins over the driver's attestation. */
export function salaryStatus(month: Pick<SalaryMonth, 'attested' | 'adminApproved' | 'refused'>): SalaryStatus {
  if (month.refused) return 'denied';
  if (month.adminApproved) return 'approved';
  return month.attested ? 'attested' : 'notAttested';
}

export interface SalaryFilter {
  /** Absent: every vehicle. */
  vehicleIds?: ReadonlySet<number>;
  /** Absent or empty: every driver. */
  driverIds?: ReadonlySet<number>;
}

/**
 * The payroll rows of the report's scope: one per driver, vehicle and month with trips (or an attestation), by
 * driver (Swedish order, no driver last), month and registration.
 */
export function salaryRows(months: readonly SalaryMonth[], filter: SalaryFilter = {}): SalaryMonth[] {
  return months
    .filter((month) => month.tripCount > 0 || month.attestationId > 0)
    .filter((month) => !filter.vehicleIds || filter.vehicleIds.has(month.vehicleId))
    .filter((month) => !filter.driverIds?.size || filter.driverIds.has(month.driverUserId))
    .sort(
      (a, b) =>
        byDriverName(a.driverName, b.driverName) ||
        a.year * 100 + a.month - (b.year * 100 + b.month) ||
        byLabel(a.registry, b.registry),
    );
}

const monthText = (month: SalaryMonth) => `${month.year}-${String(month.month).padStart(2, '0')}`;

/** SALARY: the payroll figures per driver, vehicle and month with the attestation state; totals in the PDF. */
export function salaryTable(rows: readonly SalaryMonth[], texts: SummaryTexts): TableReport {
  const c = texts.columns;
  const cells = (row: SalaryMonth): Cell[] => [
    row.driverName || texts.noDriver,
    monthText(row),
    row.registry || (row.vehicleId ? `#${row.vehicleId}` : texts.unknownVehicle),
    row.vehicleName === row.registry ? '' : row.vehicleName,
    texts.benefitTypes[row.benefitType] ?? row.benefitType,
    int(row.tripCount),
    km(row.distanceBusinessM),
    km(row.distancePrivateM),
    km(row.distanceBusinessM + row.distancePrivateM),
    texts.attestation[salaryStatus(row)],
  ];
  const sum = (pick: (row: SalaryMonth) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const business = sum((row) => row.distanceBusinessM);
  const personal = sum((row) => row.distancePrivateM);
  const columns = [
    { header: c.driver, weight: 1.6, wrap: true },
    { header: c.month, weight: 0.8 },
    { header: c.vehicle, weight: 1 },
    { header: c.vehicleName, weight: 1.5, wrap: true },
    { header: c.benefitType, weight: 1 },
    { header: c.trips, weight: 0.6, align: 'right' as const },
    { header: c.businessKm, weight: 1, align: 'right' as const },
    { header: c.privateKm, weight: 1, align: 'right' as const },
    { header: c.totalKm, weight: 1, align: 'right' as const },
    { header: c.status, weight: 1 },
  ];
  return {
    summary: [
      { label: c.trips, value: int(sum((row) => row.tripCount)) },
      { label: c.businessKm, value: km(business) },
      { label: c.privateKm, value: km(personal) },
      { label: c.totalKm, value: km(business + personal) },
    ],
    sections: [
      {
        columns,
        rows: rows.map(cells),
        total: [
          texts.total,
          '',
          '',
          '',
          '',
          int(sum((row) => row.tripCount)),
          km(business),
          km(personal),
          km(business + personal),
          '',
        ],
      },
    ],
    csv: { columns: columns.map((column) => column.header), rows: rows.map(cells) },
  };
}
