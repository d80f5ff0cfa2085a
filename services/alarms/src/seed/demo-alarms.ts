import { alarmsEventsV1, alarmsV1 } from '@fleetlog/contracts';

import { defaultAlarmSchedule } from '../settings/alarm-names';
import { allWeek, type SettingFields } from '../settings/setting-fields';

const { AlarmName } = alarmsEventsV1;

/** The demo organisations' administrators (services/auth/src/seed/demo-data.ts), who get the demo's alarm mails. */
export const DEMO_ALARM_RECIPIENTS: Readonly<Record<string, string>> = {
  'Demo Åkeri AB': 'admin@demo-akeri.se',
  'Demo Åkeri Syd AB': 'admin@demo-syd.se',
  'Nordbygg AB': 'admin@nordbygg.se',
};

/**
 * A depot on the simulated fleet's Stockholm routes: the blocks around Sveavägen 44 (the gateway simulator's
 * gazetteer), which the demo cars drive through, so the geofence opens and closes periods within minutes.
 */
const DEPOT = [
  { latitude: 59.3378, longitude: 18.0562 },
  { latitude: 59.3378, longitude: 18.0614 },
  { latitude: 59.3411, longitude: 18.0614 },
  { latitude: 59.3411, longitude: 18.0562 },
];

/** The demo's alarms of one organisation: a depot geofence, low battery, no contact and driving outside the schedule. */
export function demoAlarms(organizationId: number, recipient: string): SettingFields[] {
  const common = {
    organizationId,
    note: '',
    emails: [recipient],
    pushUserIds: [],
    notifyWhenAcknowledged: false,
    targetVehicleIds: [],
    targetOrganizationIds: [organizationId],
    targetTrackerIds: [],
    targetTrackerOrganizationIds: [],
    isTracker: false,
    geofence: null,
    active: true,
  };
  return [
    {
      ...common,
      alarmName: AlarmName.GEO_ZONE,
      alarmType: alarmsV1.AlarmType.GEO,
      name: 'Depå Sveavägen',
      priority: 'MEDIUM',
      repeatAfterHours: -1,
      schedule: allWeek(),
      params: {},
      geofence: {
        zoneCoords: DEPOT,
        center: { latitude: 59.3394, longitude: 18.0588 },
        place: 'Sveavägen 44, 111 34 Stockholm',
        activeOnEnter: true,
        activeOnExit: true,
        distortion: 50,
      },
    },
    {
      ...common,
      alarmName: AlarmName.LOW_BATTERY,
      alarmType: alarmsV1.AlarmType.FUNCTION,
      name: 'Lågt batteri',
      priority: 'HIGH',
      repeatAfterHours: 24,
      schedule: allWeek(),
      params: { lowBatteryLevel: 30 },
      // Trackers (TAT100 and other battery units) report a battery level; cars' trackers mostly do not.
      isTracker: true,
      targetOrganizationIds: [],
      targetTrackerOrganizationIds: [organizationId],
    },
    {
      ...common,
      alarmName: AlarmName.NO_CONTACT,
      alarmType: alarmsV1.AlarmType.FUNCTION,
      name: 'Ingen kontakt',
      priority: 'MEDIUM',
      repeatAfterHours: 0,
      schedule: allWeek(),
      params: { hoursMissingContact: 3 },
    },
    {
      ...common,
      alarmName: AlarmName.DRIVING_SCHEDULE,
      alarmType: alarmsV1.AlarmType.SECURITY,
      name: 'Körning utanför arbetstid',
      priority: 'HIGH',
      repeatAfterHours: 0,
      schedule: defaultAlarmSchedule(),
      params: {},
    },
  ];
}
