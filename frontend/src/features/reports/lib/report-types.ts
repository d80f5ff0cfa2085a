// Which reports exist where, in which formats and for whom (spec 02 §2.1, §2.5, §2.8, §2.9, §6, §7 "Reports").
import type { Role } from '../../../api/types';
import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import type { ReportFormat, ReportType } from '../api/types';

export const REPORT_PATH: Record<ReportType, string> = {
  JOURNAL: 'journal',
  SUMMARY_VEHICLE: 'summary-vehicle',
  SUMMARY_DRIVER: 'summary-driver',
  SUMMARY_ALL_VEHICLES: 'summary-all-vehicles',
  PURPOSE: 'purpose',
  SALARY: 'salary',
  ECOSCORE: 'eco-score',
  TRACKERS: 'trackers',
};

/** The journal page's export report menu, in the spec's order. */
export const JOURNAL_MENU_TYPES: readonly ReportType[] = [
  'JOURNAL',
  'SUMMARY_VEHICLE',
  'SUMMARY_DRIVER',
  'SALARY',
  'PURPOSE',
  'SUMMARY_ALL_VEHICLES',
];

// A driver exports these of their own trips; the rest are the administrators' (spec 02 §6, issue 19 "Rules").
const DRIVER_TYPES: ReadonlySet<ReportType> = new Set(['JOURNAL', 'SUMMARY_DRIVER', 'PURPOSE']);

export function mayExport(type: ReportType, roles: readonly Role[]): boolean {
  return isAdminRole(roles) || DRIVER_TYPES.has(type);
}

export const reportTypesFor = (types: readonly ReportType[], roles: readonly Role[]): ReportType[] =>
  types.filter((type) => mayExport(type, roles));

// The all-vehicles summary exists as PDF only.
export const formatsOf = (type: ReportType): ReportFormat[] =>
  type === 'SUMMARY_ALL_VEHICLES' ? ['PDF'] : ['PDF', 'CSV'];

// Eco score reports are not offered as a download, only by e-mail (spec 02 §7).
export const downloadable = (type: ReportType): boolean => type !== 'ECOSCORE';

// Only the trip reports know private trips.
export const hasShowPrivate = (type: ReportType): boolean => type === 'JOURNAL' || type === 'PURPOSE';
