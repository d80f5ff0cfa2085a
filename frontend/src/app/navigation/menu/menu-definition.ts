// The menu of spec 01 §2.2. Keys are the route paths under /app and also the module-flag keys of an organisation.

export type MenuGroupKey = 'main' | 'admin' | 'preferences' | 'alarms' | 'reports' | 'support' | 'superadmin';

// Who may see a group at all before module flags are applied.
export type GroupAudience = 'everyone' | 'admin' | 'superadmin';

export interface MenuGroupDefinition {
  key: MenuGroupKey;
  audience: GroupAudience;
  entries: readonly string[];
}

export const MENU: readonly MenuGroupDefinition[] = [
  { key: 'main', audience: 'everyone', entries: ['journey', 'map', 'ecoScore', 'myVehicle'] },
  { key: 'admin', audience: 'admin', entries: ['userroles', 'vehicles', 'trackersList', 'devices', 'account'] },
  { key: 'preferences', audience: 'everyone', entries: ['schedule', 'zones', 'purpose'] },
  {
    key: 'alarms',
    audience: 'admin',
    entries: ['alarmsZones', 'alarmsFunctions', 'alarmsSafety', 'alarmsReminders', 'alarmsQuality', 'alarmsEvents'],
  },
  { key: 'reports', audience: 'admin', entries: ['scheduling', 'salaryReports'] },
  { key: 'support', audience: 'everyone', entries: ['support', 'alarmsReport', 'guides'] },
  {
    key: 'superadmin',
    audience: 'superadmin',
    entries: ['organizations', 'superdevices', 'users', 'superVehicles', 'superTrackersList', 'triptax-analyzer'],
  },
];

// Routes under /app that exist but are reached from other screens rather than the menu.
export const HIDDEN_APP_ROUTES = ['alarmEditor', 'geoLarmDetails', 'error-2'] as const;

// The organisations' module flags are keyed by spec 01 §2.2's menu keys, which do not name the reminder and quality
// lists (spec 03 §2 adds them): they follow the function alarms' flag.
export const MODULE_FLAG_OF: Readonly<Record<string, string>> = {
  alarmsReminders: 'alarmsFunctions',
  alarmsQuality: 'alarmsFunctions',
};

export const ALL_APP_ROUTES: readonly string[] = [...MENU.flatMap((g) => g.entries), ...HIDDEN_APP_ROUTES];
