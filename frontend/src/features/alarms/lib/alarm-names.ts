// The alarm names and types of spec 03 §3, §9 as services/alarms/README.md defines them, and the screens of each
// type (spec 03 §2 route table).

export const SETTING_TYPES = ['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export type AlarmType = SettingType | 'GEO';

export const NAMES_OF_TYPE: Record<AlarmType, readonly string[]> = {
  FUNCTION: [
    'NO_DRIVER',
    'UNPLUG',
    'LOW_BATTERY',
    'MISSING_TRIPS',
    'INTERMITTENCE',
    'NO_CONTACT',
    'INSPECTION',
    'SERVICE',
  ],
  SECURITY: ['JAMMING', 'CRASH', 'TOWING', 'DRIVING_SCHEDULE'],
  REMINDER: ['ODOMETER_REMINDER', 'INSPECTION_REMINDER', 'SERVICE_REMINDER'],
  QUALITY: ['ON_WAY', 'ODOMETER_DIFFERENCE', 'FERRY'],
  GEO: ['GEO_ZONE'],
};

/** The types in the order of the triggered alarms page's tree. */
export const ALL_TYPES: readonly AlarmType[] = ['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY', 'GEO'];

/** Each list's route under /app (also its menu key). */
export const LIST_ROUTE: Record<SettingType, string> = {
  FUNCTION: 'alarmsFunctions',
  SECURITY: 'alarmsSafety',
  REMINDER: 'alarmsReminders',
  QUALITY: 'alarmsQuality',
};

export const GEOFENCE_LIST_ROUTE = 'alarmsZones';

/** The triggered alarms page's route (also its menu key). */
export const EVENTS_ROUTE = 'alarmsEvents';

/** The editor's alarmType parameter; anything but the four setting types is unknown ('unknown alarm type'). */
export function settingTypeOf(param: string | null | undefined): SettingType | null {
  return SETTING_TYPES.find((type) => type === param) ?? null;
}

export function typeOfName(name: string): AlarmType | null {
  return ALL_TYPES.find((type) => NAMES_OF_TYPE[type].includes(name)) ?? null;
}

/** The list to come back to, with the alarm's tab chosen. */
export function listPath(type: SettingType, alarmName?: string): string {
  return `/app/${LIST_ROUTE[type]}${alarmName ? `?tab=${alarmName}` : ''}`;
}

export function editorPath(type: SettingType, id: number, alarmName?: string): string {
  const name = alarmName ? `&alarmName=${alarmName}` : '';
  return `/app/alarmEditor/?alarmType=${type}&id=${id}${name}`;
}

export const geofenceEditorPath = (id: number): string => `/app/geoLarmDetails/${id}`;
