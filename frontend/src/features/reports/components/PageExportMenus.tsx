// The export menus as the pages place them (spec 02 §2.1, §2.8, §2.9): each page renders one line of these.
import { useMemo } from 'react';

import type { ReportType } from '../api/types';
import { monthPeriod, type ReportPeriod } from '../lib/periods';
import { JOURNAL_MENU_TYPES } from '../lib/report-types';
import { ExportReportMenu } from './ExportReportMenu';

interface JournalProps {
  /** The search's period; null while the dates are not valid. */
  period: ReportPeriod | null;
  vehicleIds: readonly number[];
  driverIds: readonly number[];
  organizationId: number | null;
}

// The journal page's export report menu: the filters of the search are the report's.
export function JournalExportMenu({ period, vehicleIds, driverIds, organizationId }: JournalProps) {
  const context = useMemo(
    () => ({ period, vehicleIds, driverIds, organizationId }),
    [period, vehicleIds, driverIds, organizationId],
  );
  return <ExportReportMenu types={JOURNAL_MENU_TYPES} context={context} testId="journal-export" />;
}

const PAYROLL_TYPES: readonly ReportType[] = ['SALARY', 'SUMMARY_DRIVER'];

interface PayrollProps {
  year: number;
  /** 1–12 */
  month: number;
  /** null: every organisation shown. */
  organizationId: number | null;
}

// The payroll page's export: the month picked, of the organisation filtered on (or all of them).
export function PayrollExportMenu({ year, month, organizationId }: PayrollProps) {
  const context = useMemo(
    () => ({
      period: monthPeriod(year, month),
      organizationIds: organizationId === null ? undefined : [organizationId],
    }),
    [year, month, organizationId],
  );
  return <ExportReportMenu types={PAYROLL_TYPES} context={context} testId="payroll-export" />;
}

interface EcoProps {
  vehicleIds: readonly number[];
  /** The page's period in ms; null while the dates are not valid. */
  period: { fromMs: number; toMs: number } | null;
  organizationId: number | null;
}

// The eco score page's export control: e-mail only (spec 02 §7), of the vehicles picked over the page's period.
export function EcoScoreExportMenu({ vehicleIds, period, organizationId }: EcoProps) {
  const context = useMemo(
    () => ({
      period: period && { fromTsMs: period.fromMs, toTsMs: period.toMs },
      vehicleIds,
      organizationId,
    }),
    [period, vehicleIds, organizationId],
  );
  return (
    <ExportReportMenu
      types={['ECOSCORE']}
      context={context}
      label="email"
      disabled={vehicleIds.length === 0 || period === null}
      testId="eco-export"
    />
  );
}
