import { lateBound } from '@fleetlog/testing';

import { ADMIN_REQUIRED, byId, missing, type Probe } from './probe';
import { type ProbeWorld } from './world';

/**
 * Alarm settings, geofence alarms and alarm periods (alarms): B's answer like missing ones to A's admin, every id a
 * setting names (organisation, targets, users notified in the app) must be A's, and a driver has no alarms at all.
 */
export function alarmProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  const zone = [
    { latitude: 59.33, longitude: 18.06 },
    { latitude: 59.33, longitude: 18.07 },
    { latitude: 59.335, longitude: 18.065 },
  ];
  const setting = (extra: Record<string, unknown>) => ({ alarmName: 'NO_CONTACT', name: 'Probe', ...extra });
  const geofence = (extra: Record<string, unknown>) => ({
    name: 'Probe',
    activeOnEnter: true,
    zoneCoords: zone,
    ...extra,
  });
  const probes: Probe[] = [];
  for (const [base, own, foreign, missingCode] of [
    ['/api/alarm-settings', () => a.alarmSetting, () => b.alarmSetting, 'ALARM_SETTING_MISSING'],
    ['/api/geo-larm', () => a.geofence, () => b.geofence, 'ALARM_SETTING_MISSING'],
  ] as const) {
    const body = base === '/api/geo-larm' ? geofence : setting;
    probes.push(
      byId(`GET ${base}/{id}`, 'adminA', "B's alarm", foreign, missing(missingCode)),
      byId(`PATCH ${base}/{id}`, 'adminA', "B's alarm", foreign, missing(missingCode), { name: 'Probe' }),
      byId(`DELETE ${base}/{id}`, 'adminA', "B's alarm", foreign, missing(missingCode)),
      byId(`GET ${base}/{id}`, 'driverA', "A's alarm", own, ADMIN_REQUIRED),
    );
    for (const method of ['POST', 'PATCH'] as const) {
      const op = method === 'POST' ? `POST ${base}` : `PATCH ${base}/{id}`;
      const path = () => (method === 'POST' ? base : `${base}/${own()}`);
      const input = (
        name: string,
        of: string,
        id: () => number,
        code: string,
        value: (id: number) => unknown,
      ): Probe => ({
        op,
        input: `body:${name}`,
        as: 'adminA',
        of,
        id,
        request: (given) => ({ path: path(), body: body({ [name]: value(given) }) }),
        expect: missing(code),
      });
      probes.push(
        input(
          'organizationId',
          'B',
          () => b.organizationId,
          'ORGANIZATION_MISSING',
          (id) => id,
        ),
        input(
          'pushNotificationUserIds',
          "B's driver",
          () => b.driver.userId,
          'USER_MISSING',
          (id) => [id],
        ),
        input(
          'targetVehicleIds',
          "B's car",
          () => b.car.id,
          'VEHICLE_MISSING',
          (id) => [id],
        ),
        input(
          'targetOrganizationIds',
          'B',
          () => b.organizationId,
          'ORGANIZATION_MISSING',
          (id) => [id],
        ),
        input(
          'targetTrackerIds',
          "B's device",
          () => b.device.id,
          'DEVICE_MISSING',
          (id) => [id],
        ),
        input(
          'targetTrackerOrganizationIds',
          'B',
          () => b.organizationId,
          'ORGANIZATION_MISSING',
          (id) => [id],
        ),
      );
    }
  }
  probes.push(
    byId(
      'PATCH /api/alarm-period/{id}',
      'adminA',
      "B's alarm period",
      () => b.alarmPeriod,
      missing('ALARM_PERIOD_MISSING'),
      {
        acknowledged: true,
        comment: 'Probe',
      },
    ),
    byId('PATCH /api/alarm-period/{id}', 'driverA', "A's alarm period", () => a.alarmPeriod, ADMIN_REQUIRED, {
      acknowledged: true,
    }),
  );
  // Marking read takes the caller's own notifications only: B's id marks nothing (B's unread count is in the world).
  probes.push({
    op: 'POST /api/alarm-notifications/read',
    input: 'body:notificationIds',
    as: 'adminA',
    of: "B's notification",
    id: () => b.alarmNotification,
    request: (value) => ({ path: '/api/alarm-notifications/read', body: { notificationIds: [value] } }),
    expect: (response) => expect(response.status).toBe(200),
  });
  return probes;
}
