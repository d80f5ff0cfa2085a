// The alarm editor's form (spec 03 §2 "Alarm editor", §5): the common part, the alarm name and its own fields.
import {
  emptyServiceEntry,
  endOfDayMs,
  fromServiceEntry,
  validateServiceEntry,
  type ServiceEntryForm,
} from '../../vehicles/lib/service-entry';
import type { AlarmService, AlarmSetting, AlarmSettingBody, LeadTimeUnit } from '../api/types';
import { FIELD_DEFAULTS, FIELD_LIMITS, fieldsOf } from './alarm-fields';
import { NAMES_OF_TYPE, type SettingType } from './alarm-names';
import {
  commonBody,
  commonFormOf,
  defaultCommonForm,
  validateCommon,
  wholeNumber,
  type CommonForm,
  type FormErrors,
} from './common-form';
import { defaultSchedule } from './schedule';

export interface ParamForm {
  lowBatteryLevel: number;
  daysMissingTrips: string;
  hoursMissingContact: string;
  hoursIntermittence: string;
  odoRemindDay: string;
  leadAmount: string;
  leadUnit: LeadTimeUnit;
  odometerDifferenceKm: string;
  service: ServiceEntryForm;
}

export interface SettingForm extends CommonForm, ParamForm {
  alarmName: string;
}

const text = (n: number | null | undefined, fallback: number) => String(n ?? fallback);

function defaultParams(): ParamForm {
  return {
    lowBatteryLevel: FIELD_DEFAULTS.lowBatteryLevel,
    daysMissingTrips: String(FIELD_DEFAULTS.daysMissingTrips),
    hoursMissingContact: String(FIELD_DEFAULTS.hoursMissingContact),
    hoursIntermittence: String(FIELD_DEFAULTS.hoursIntermittence),
    odoRemindDay: String(FIELD_DEFAULTS.odoRemindDay),
    leadAmount: String(FIELD_DEFAULTS.leadTime.amount),
    leadUnit: FIELD_DEFAULTS.leadTime.unit,
    odometerDifferenceKm: String(FIELD_DEFAULTS.odometerDifferenceKm),
    service: emptyServiceEntry(''),
  };
}

/** A new alarm of the type: its first name (or the one asked for), the name's defaults. */
export function defaultSettingForm(type: SettingType, organizationId: number | null, alarmName?: string): SettingForm {
  const names = NAMES_OF_TYPE[type];
  const name = alarmName && names.includes(alarmName) ? alarmName : names[0]!;
  return { ...defaultCommonForm(organizationId, defaultSchedule(name)), ...defaultParams(), alarmName: name };
}

/** Another name chosen: its schedule default follows while the schedule is still the previous name's default. */
export function withAlarmName(form: SettingForm, alarmName: string): SettingForm {
  const untouched = JSON.stringify(form.schedule) === JSON.stringify(defaultSchedule(form.alarmName));
  return { ...form, alarmName, schedule: untouched ? defaultSchedule(alarmName) : form.schedule };
}

function serviceForm(service: AlarmService | null): ServiceEntryForm {
  if (!service) return emptyServiceEntry('');
  return fromServiceEntry({
    id: '',
    name: service.serviceName,
    serviceAfterKm: service.serviceAfterKm,
    serviceAfterMonths: service.serviceAfterMonths,
    latestServiceKm: service.latestServiceKm,
    latestServiceTsMs: service.latestServiceDateMs,
    leadDistKm: service.leadDistKm,
    leadTimeWeeks: service.leadTimeWeeks,
    bothThresholdsRequired: service.requireBoth,
  });
}

export function settingFormOf(s: AlarmSetting): SettingForm {
  return {
    ...commonFormOf(s),
    alarmName: s.alarmName,
    lowBatteryLevel: s.lowBatteryLevel ?? FIELD_DEFAULTS.lowBatteryLevel,
    daysMissingTrips: text(s.daysMissingTrips, FIELD_DEFAULTS.daysMissingTrips),
    hoursMissingContact: text(s.hoursMissingContact, FIELD_DEFAULTS.hoursMissingContact),
    hoursIntermittence: text(s.hoursIntermittence, FIELD_DEFAULTS.hoursIntermittence),
    odoRemindDay: text(s.odoRemindDay, FIELD_DEFAULTS.odoRemindDay),
    leadAmount: text(s.notificationLeadTime?.amount, FIELD_DEFAULTS.leadTime.amount),
    leadUnit: s.notificationLeadTime?.unit ?? FIELD_DEFAULTS.leadTime.unit,
    odometerDifferenceKm: text(s.odometerDifferenceKm, FIELD_DEFAULTS.odometerDifferenceKm),
    service: serviceForm(s.service),
  };
}

function decimal(textValue: string, min: number, max: number): boolean {
  const n = Number(textValue.trim().replace(',', '.'));
  return textValue.trim() !== '' && Number.isFinite(n) && n >= min && n <= max;
}

/** Errors by field (translation keys); the name's own fields only. */
export function validateSetting(f: SettingForm): FormErrors {
  const errors = validateCommon(f);
  const L = FIELD_LIMITS;
  for (const field of fieldsOf(f.alarmName)) {
    switch (field) {
      case 'lowBatteryLevel':
        if (f.lowBatteryLevel < L.lowBatteryLevel.min || f.lowBatteryLevel > L.lowBatteryLevel.max)
          errors.lowBatteryLevel = 'range';
        break;
      case 'daysMissingTrips':
      case 'hoursMissingContact':
      case 'hoursIntermittence':
      case 'odoRemindDay':
        if (!f[field].trim()) errors[field] = 'required';
        else if (!wholeNumber(f[field], L[field].min, L[field].max)) errors[field] = 'range';
        break;
      case 'leadTime':
        if (!f.leadAmount.trim()) errors.leadAmount = 'required';
        else if (!wholeNumber(f.leadAmount, L.leadAmount.min, L.leadAmount.max)) errors.leadAmount = 'range';
        break;
      case 'odometerDifferenceKm':
        if (!f.odometerDifferenceKm.trim()) errors.odometerDifferenceKm = 'required';
        else if (!decimal(f.odometerDifferenceKm, L.odometerDifferenceKm.min, L.odometerDifferenceKm.max))
          errors.odometerDifferenceKm = 'range';
        break;
      case 'service':
        for (const [key, problem] of Object.entries(validateServiceEntry(f.service))) {
          errors[`service.${key}`] = problem === 'atLeastOneInterval' ? 'interval' : problem;
        }
        break;
    }
  }
  return errors;
}

const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.trim().replace(',', '.')));

function serviceBody(f: ServiceEntryForm): AlarmService {
  const withKm = f.serviceAfterKm.trim() !== '';
  const withMonths = f.serviceAfterMonths.trim() !== '';
  return {
    serviceName: f.name.trim(),
    latestServiceDateMs: endOfDayMs(f.latestServiceDate),
    latestServiceKm: num(f.latestServiceKm),
    serviceAfterKm: num(f.serviceAfterKm),
    serviceAfterMonths: num(f.serviceAfterMonths),
    leadDistKm: withKm ? num(f.leadDistKm) : undefined,
    leadTimeWeeks: withMonths ? num(f.leadTimeWeeks) : undefined,
    requireBoth: withKm && withMonths && f.bothThresholdsRequired,
  };
}

/** The body of POST or PATCH: the common fields, the name and only that name's own fields. */
export function settingBody(f: SettingForm): AlarmSettingBody {
  const body: AlarmSettingBody = { ...commonBody(f), alarmName: f.alarmName };
  for (const field of fieldsOf(f.alarmName)) {
    switch (field) {
      case 'lowBatteryLevel':
        body.lowBatteryLevel = f.lowBatteryLevel;
        break;
      case 'daysMissingTrips':
      case 'hoursMissingContact':
      case 'hoursIntermittence':
      case 'odoRemindDay':
        body[field] = Number(f[field].trim());
        break;
      case 'leadTime':
        body.notificationLeadTime = { unit: f.leadUnit, amount: Number(f.leadAmount.trim()) };
        break;
      case 'odometerDifferenceKm':
        body.odometerDifferenceKm = num(f.odometerDifferenceKm);
        break;
      case 'service':
        body.service = serviceBody(f.service);
        break;
    }
  }
  return body;
}
