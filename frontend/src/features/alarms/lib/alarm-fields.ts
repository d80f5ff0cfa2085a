// Each alarm name's own fields (spec 03 §2 "Alarm editor", §5; services/alarms/src/settings/alarm-names.ts), their
// defaults and limits.
import type { LeadTimeUnit } from '../api/types';

export type ParamField =
  | 'lowBatteryLevel'
  | 'daysMissingTrips'
  | 'hoursMissingContact'
  | 'hoursIntermittence'
  | 'odoRemindDay'
  | 'leadTime'
  | 'odometerDifferenceKm'
  | 'service';

const FIELDS: Record<string, readonly ParamField[]> = {
  LOW_BATTERY: ['lowBatteryLevel'],
  MISSING_TRIPS: ['daysMissingTrips'],
  INTERMITTENCE: ['hoursIntermittence'],
  NO_CONTACT: ['hoursMissingContact'],
  SERVICE: ['service'],
  ODOMETER_DIFFERENCE: ['odometerDifferenceKm'],
  ODOMETER_REMINDER: ['odoRemindDay'],
  INSPECTION_REMINDER: ['leadTime'],
  SERVICE_REMINDER: ['leadTime', 'service'],
};

export const fieldsOf = (alarmName: string): readonly ParamField[] => FIELDS[alarmName] ?? [];

export const LEAD_UNITS: readonly LeadTimeUnit[] = ['DAYS', 'WEEKS', 'MONTHS'];

export const FIELD_LIMITS = {
  lowBatteryLevel: { min: 10, max: 100, step: 10 },
  daysMissingTrips: { min: 1, max: 365 },
  hoursMissingContact: { min: 1, max: 8_760 },
  hoursIntermittence: { min: 1, max: 8_760 },
  odoRemindDay: { min: 1, max: 31 },
  leadAmount: { min: 0, max: 1_000 },
  odometerDifferenceKm: { min: 0.1, max: 100_000 },
  repeatHours: { min: 0, max: 8_760 },
} as const;

export const FIELD_DEFAULTS = {
  lowBatteryLevel: 30,
  daysMissingTrips: 3,
  hoursMissingContact: 3,
  hoursIntermittence: 3,
  odoRemindDay: 1,
  leadTime: { unit: 'MONTHS' as LeadTimeUnit, amount: 3 },
  odometerDifferenceKm: 5,
} as const;

export const NOTE_MAX = 40;
export const COMMENT_MAX = 40;
