// The geofence alarm editor's form (spec 03 §2 "Geofence alarm editor", §3 "Geofence alarm", §5, §9).
import type { GeofenceAlarm, GeofenceAlarmBody, ZonePoint } from '../api/types';
import {
  commonBody,
  commonFormOf,
  defaultCommonForm,
  hasTargets,
  validateCommon,
  type CommonForm,
  type FormErrors,
} from './common-form';
import { centreOf, closedRing, distinctPointCount, openRing } from './polygon';
import { allWeekSchedule } from './schedule';

export type Trigger = 'ENTRY' | 'EXIT' | 'BOTH';

/** Geofences repeat every 24 hours by default (spec 03 §9); sensitivity 50 (distortion 50). */
export const GEOFENCE_REPEAT_HOURS = 24;
export const DEFAULT_SENSITIVITY = 50;
export const SENSITIVITY_MARKS = [0, 50, 100] as const;

export interface GeofenceForm extends CommonForm {
  place: string;
  points: ZonePoint[];
  trigger: Trigger;
  sensitivity: number;
}

export function defaultGeofenceForm(organizationId: number | null): GeofenceForm {
  return {
    ...defaultCommonForm(organizationId, allWeekSchedule(), GEOFENCE_REPEAT_HOURS),
    place: '',
    points: [],
    trigger: 'BOTH',
    sensitivity: DEFAULT_SENSITIVITY,
  };
}

export const triggerOf = (enter: boolean, exit: boolean): Trigger => (enter && exit ? 'BOTH' : exit ? 'EXIT' : 'ENTRY');

export function geofenceFormOf(g: GeofenceAlarm): GeofenceForm {
  return {
    ...commonFormOf(g),
    place: g.place,
    points: openRing(g.zoneCoords),
    trigger: triggerOf(g.activeOnEnter, g.activeOnExit),
    sensitivity: 100 - g.distortion,
  };
}

/** Errors by field (translation keys): alias 'enter alias', organisation, at least 3 points on the map. */
export function validateGeofence(f: GeofenceForm): FormErrors {
  const errors = validateCommon(f);
  if (errors.name) errors.name = 'enterAlias';
  if (distinctPointCount(openRing(f.points)) < 3) errors.points = 'points';
  return errors;
}

/** Save stays disabled while no targets are chosen (spec 03 §5). */
export const canSaveGeofence = (f: GeofenceForm): boolean => hasTargets(f);

/** The body; the sensitivity only goes when ROOT may change it (distortion = 100 − sensitivity). */
export function geofenceBody(f: GeofenceForm, withSensitivity: boolean): GeofenceAlarmBody {
  return {
    ...commonBody(f),
    zoneCoords: closedRing(f.points),
    centerCoords: centreOf(f.points) ?? undefined,
    place: f.place.trim(),
    activeOnEnter: f.trigger !== 'EXIT',
    activeOnExit: f.trigger !== 'ENTRY',
    distortion: withSensitivity ? 100 - f.sensitivity : undefined,
  };
}
