// What every alarm's form has (spec 03 §3 "Alarm setting", §5): alias, note, priority, recipients, repeat, targets,
// the weekly schedule and active. The alarm editor and the geofence editor add their own parts.
import type { AlarmSetting, AlarmSettingBody, Priority } from '../api/types';
import { FIELD_LIMITS, NOTE_MAX } from './alarm-fields';
import { scheduleBody, scheduleForm, scheduleProblems, type DayForm } from './schedule';

export const PRIORITIES: readonly Priority[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];

export interface CommonForm {
  organizationId: number | null;
  name: string;
  note: string;
  priority: Priority;
  emails: string[];
  pushUserIds: number[];
  /** Text as typed; ignored when notifyOnce. */
  repeatHours: string;
  notifyOnce: boolean;
  notifyWhenAcknowledged: boolean;
  /** The vehicle/equipment switch: trackers (devices) instead of vehicles. */
  isTracker: boolean;
  vehicleIds: number[];
  organizationIds: number[];
  trackerIds: number[];
  trackerOrganizationIds: number[];
  schedule: DayForm[];
  active: boolean;
}

export type FormErrors = Record<string, string>;

export function defaultCommonForm(organizationId: number | null, schedule: DayForm[], repeatHours = 0): CommonForm {
  return {
    organizationId,
    name: '',
    note: '',
    priority: 'MEDIUM',
    emails: [],
    pushUserIds: [],
    repeatHours: String(Math.max(repeatHours, 0)),
    notifyOnce: repeatHours <= 0,
    notifyWhenAcknowledged: false,
    isTracker: false,
    vehicleIds: [],
    organizationIds: [],
    trackerIds: [],
    trackerOrganizationIds: [],
    schedule,
    active: true,
  };
}

export function commonFormOf(s: AlarmSetting): CommonForm {
  return {
    organizationId: s.organizationId,
    name: s.name,
    note: s.note,
    priority: s.priority,
    emails: [...s.emails],
    pushUserIds: [...s.pushNotificationUserIds],
    repeatHours: String(Math.max(s.repeatAfterHours, 0)),
    notifyOnce: s.repeatAfterHours <= 0,
    notifyWhenAcknowledged: s.notifyWhenAcknowledged,
    isTracker: s.isTracker,
    vehicleIds: [...s.targetVehicleIds],
    organizationIds: [...s.targetOrganizationIds],
    trackerIds: [...s.targetTrackerIds],
    trackerOrganizationIds: [...s.targetTrackerOrganizationIds],
    schedule: scheduleForm(s.schema, s.alarmName),
    active: s.active,
  };
}

/** The targets of the chosen kind (the switch decides which pair counts). */
export const hasTargets = (f: CommonForm): boolean =>
  f.isTracker
    ? f.trackerIds.length + f.trackerOrganizationIds.length > 0
    : f.vehicleIds.length + f.organizationIds.length > 0;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export function wholeNumber(text: string, min: number, max: number): boolean {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return false;
  const n = Number(trimmed);
  return n >= min && n <= max;
}

/** Errors by field, as translation keys of the alarms namespace's `errors`. */
export function validateCommon(f: CommonForm): FormErrors {
  const errors: FormErrors = {};
  if (!f.name.trim()) errors.name = 'required';
  if (f.note.length > NOTE_MAX) errors.note = 'noteTooLong';
  if (f.organizationId === null) errors.organizationId = 'organization';
  if (f.emails.some((e) => !isEmail(e))) errors.emails = 'email';
  const { min, max } = FIELD_LIMITS.repeatHours;
  if (!f.notifyOnce && !wholeNumber(f.repeatHours, min, max)) errors.repeatHours = 'repeatHours';
  if (scheduleProblems(f.schedule).length) errors.schedule = 'schedule';
  return errors;
}

/** Only the targets of the chosen kind are sent: the other pair is cleared, so a switch leaves nothing behind. */
export function commonBody(f: CommonForm): AlarmSettingBody {
  return {
    organizationId: f.organizationId ?? undefined,
    name: f.name.trim(),
    note: f.note.trim(),
    priority: f.priority,
    emails: f.emails.map((e) => e.trim()),
    pushNotificationUserIds: f.pushUserIds,
    repeatAfterHours: f.notifyOnce ? 0 : Number(f.repeatHours.trim()),
    notifyWhenAcknowledged: f.notifyWhenAcknowledged,
    isTracker: f.isTracker,
    targetVehicleIds: f.isTracker ? [] : f.vehicleIds,
    targetOrganizationIds: f.isTracker ? [] : f.organizationIds,
    targetTrackerIds: f.isTracker ? f.trackerIds : [],
    targetTrackerOrganizationIds: f.isTracker ? f.trackerOrganizationIds : [],
    schema: scheduleBody(f.schedule),
    active: f.active,
  };
}
