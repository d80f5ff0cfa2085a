import type { ModuleFlagMap } from '../organizations/organization.entity';

export const DEMO_PASSWORD = 'Fleetlog-demo-1';

/** Every menu key of spec 01 §2.2, grouped as the menu groups them. */
// prettier-ignore
export const MENU_KEYS = [
  'journey', 'map', 'ecoScore', 'myVehicle',
  'userroles', 'vehicles', 'trackersList', 'devices', 'account',
  'schedule', 'zones', 'purpose',
  'alarmsZones', 'alarmsFunctions', 'alarmsSafety', 'alarmsEvents',
  'scheduling', 'salaryReports',
  'support', 'alarmsReport', 'guides',
  'organizations', 'superdevices', 'users', 'superVehicles', 'superTrackersList', 'triptax-analyzer',
] as const;

export function moduleFlags(inactive: readonly string[] = []): ModuleFlagMap {
  return Object.fromEntries(MENU_KEYS.map((key) => [key, { active: !inactive.includes(key) }]));
}

export interface DemoOrganization {
  key: string;
  fullName: string;
  parentKey?: string;
  /** Only the platform's own organisation asks for a fixed id. */
  fixedId?: number;
  modules: ModuleFlagMap;
  settings: Record<string, boolean>;
}

export interface DemoUser {
  email: string;
  displayName: string;
  roles: string[];
  orgKey: string;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  { key: 'fleetlog', fullName: 'Fleetlog AB', fixedId: 1, modules: moduleFlags(), settings: {} },
  { key: 'akeri', fullName: 'Demo Åkeri AB', modules: moduleFlags(), settings: { ORG_ALLOWED_SPEED_REPORT: true } },
  { key: 'syd', fullName: 'Demo Åkeri Syd AB', parentKey: 'akeri', modules: moduleFlags(), settings: {} },
  // Nordbygg shows the two switches: a disabled module and the map exclusion list.
  { key: 'nordbygg', fullName: 'Nordbygg AB', modules: moduleFlags(['ecoScore']), settings: { NO_MAP_VIEW: true } },
];

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'root@fleetlog.se', displayName: 'Root Fleetlog', roles: ['ROOT'], orgKey: 'fleetlog' },
  { email: 'admin@demo-akeri.se', displayName: 'Admin Demo Åkeri', roles: ['ADMIN'], orgKey: 'akeri' },
  { email: 'anna@demo-akeri.se', displayName: 'Anna Andersson', roles: ['DRIVER'], orgKey: 'akeri' },
  { email: 'bertil@demo-akeri.se', displayName: 'Bertil Berg', roles: ['DRIVER'], orgKey: 'akeri' },
  { email: 'admin@demo-syd.se', displayName: 'Admin Demo Syd', roles: ['ADMIN'], orgKey: 'syd' },
  { email: 'cecilia@demo-syd.se', displayName: 'Cecilia Carlsson', roles: ['DRIVER'], orgKey: 'syd' },
  { email: 'admin@nordbygg.se', displayName: 'Admin Nordbygg', roles: ['ADMIN'], orgKey: 'nordbygg' },
  { email: 'david@nordbygg.se', displayName: 'David Dahl', roles: ['DRIVER'], orgKey: 'nordbygg' },
];
