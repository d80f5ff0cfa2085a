// The triggered alarms page (spec 03 §2 "Triggered alarms page", §3 "Alarm event", §4, §9): its default range,
// its tabs, the alarm-type tree and where a row's links go.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import type { AlarmPeriod } from '../api/types';
import { ALL_TYPES, editorPath, geofenceEditorPath, NAMES_OF_TYPE, typeOfName, type AlarmType } from './alarm-names';

export const DEFAULT_RANGE_DAYS = 30;

export interface DateRange {
  /** YYYY-MM-DD, Stockholm days. */
  from: string;
  to: string;
}

/** The last 30 days to the end of today. */
export function defaultRange(nowMs: number): DateRange {
  const today = dayjs(nowMs).tz(APP_TIME_ZONE);
  return { from: today.subtract(DEFAULT_RANGE_DAYS, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** The range in epoch ms: the start of the first day to the end of the last, in Stockholm. */
export function rangeMs(range: DateRange): { fromTsMs: number; toTsMs: number } {
  return {
    fromTsMs: dayjs.tz(range.from, APP_TIME_ZONE).startOf('day').valueOf(),
    toTsMs: dayjs.tz(range.to, APP_TIME_ZONE).endOf('day').valueOf(),
  };
}

export const rangeValid = (r: DateRange): boolean => dayjs(r.from).isValid() && dayjs(r.to).isValid() && r.from <= r.to;

export const isOngoing = (p: AlarmPeriod): boolean => p.timestampStopMs === null;

export interface PeriodTabs {
  unacknowledged: AlarmPeriod[];
  acknowledged: AlarmPeriod[];
}

/** The two tabs, newest first; 'only ongoing' keeps the periods without a stop. */
export function splitPeriods(periods: readonly AlarmPeriod[], onlyOngoing: boolean): PeriodTabs {
  const shown = periods
    .filter((p) => !onlyOngoing || isOngoing(p))
    .sort((a, b) => b.timestampStartMs - a.timestampStartMs);
  return {
    unacknowledged: shown.filter((p) => !p.acknowledged),
    acknowledged: shown.filter((p) => p.acknowledged),
  };
}

/** Where 'view alarm details' goes: geofences to their editor, the others to the alarm editor. */
export function detailsPath(p: AlarmPeriod): string | null {
  if (p.alarmName === 'GEO_ZONE' || p.geoZoneAlarmId) return geofenceEditorPath(p.geoZoneAlarmId ?? p.alarmSettingsId);
  const type = typeOfName(p.alarmName);
  if (!type || type === 'GEO') return null;
  return editorPath(type, p.alarmSettingsId);
}

// The alarm-type tree: a type is chosen when all its names are; choosing a type chooses all its names.
export type TreeState = 'all' | 'some' | 'none';

export function typeState(type: AlarmType, chosen: readonly string[]): TreeState {
  const names = NAMES_OF_TYPE[type];
  const n = names.filter((name) => chosen.includes(name)).length;
  return n === 0 ? 'none' : n === names.length ? 'all' : 'some';
}

export function toggleType(type: AlarmType, chosen: readonly string[]): string[] {
  const names = NAMES_OF_TYPE[type];
  return typeState(type, chosen) === 'all'
    ? chosen.filter((name) => !names.includes(name))
    : [...chosen, ...names.filter((name) => !chosen.includes(name))];
}

export const toggleName = (name: string, chosen: readonly string[]): string[] =>
  chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name];

/** Nothing chosen or everything chosen: the query asks for no names (all). */
export function namesQuery(chosen: readonly string[]): string[] | undefined {
  const all = ALL_TYPES.flatMap((t) => NAMES_OF_TYPE[t]);
  return chosen.length === 0 || all.every((n) => chosen.includes(n)) ? undefined : [...chosen];
}
