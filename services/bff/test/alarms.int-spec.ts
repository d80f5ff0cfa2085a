import { type devicesEventsV1, journalEventsV1, telemetryV1, TOPICS } from '@fleetlog/contracts';
import { eventuallyAccepted, useKafkaTestProducer } from '@fleetlog/testing';

import { expectOk, useAlarmsStack } from './support/stack';
import { unique } from './support/fixtures';

// Issue 20: alarm settings and geofences through the BFF, evaluated by the alarms service from the streams it
// consumes (devices.status.v1 for the tracker, telemetry.positions.v1 for its fixes), periods acknowledged, and the
// notification mailed to the shared SMTP receiver.
jest.setTimeout(120_000);

/** A square of about 400 m around a point. */
function square(latitude: number, longitude: number) {
  const d = 0.0018;
  return [
    { latitude: latitude - d, longitude: longitude - d * 2 },
    { latitude: latitude - d, longitude: longitude + d * 2 },
    { latitude: latitude + d, longitude: longitude + d * 2 },
    { latitude: latitude + d, longitude: longitude - d * 2 },
  ];
}

function fix(tsMs: number, latitude: number, longitude: number, extra: Partial<telemetryV1.PositionRecord> = {}) {
  return {
    timestampMs: tsMs,
    latitude,
    longitude,
    altitudeM: 20,
    angleDeg: 90,
    satellites: 9,
    speedKmh: 40,
    validFix: true,
    hdop: 0.8,
    priority: 0,
    eventIoId: 0,
    io: { ignition: true, movement: true },
    rawIo: { 239: '1' },
    ...extra,
  } as telemetryV1.PositionRecord;
}

function packet(imei: string, records: telemetryV1.PositionRecord[]): telemetryV1.TelemetryPacket {
  return telemetryV1.TelemetryPacket.fromPartial({ imei, codec: '8E', receivedTsMs: Date.now(), records });
}

interface Period {
  position: { latitude: number; longitude: number } | null;
  positionHidden: boolean;
  activeAlarmPeriodId: number;
  alarmName: string;
  vehicleId: number | null;
  timestampStartMs: number;
  timestampStopMs: number | null;
  acknowledged: boolean;
  acknowledgedBy: number | null;
  comment: string;
  detail: string;
}

describe('alarms through the BFF', () => {
  const { stack, fleet } = useAlarmsStack();
  const producer = useKafkaTestProducer('alarms-test');

  async function trackedVehicle() {
    const org = await stack.fixtures.organization('alarms');
    const vehicle = await fleet.vehicle(org);
    const device = await fleet.device(org.organizationId);
    await fleet.install(device.id, vehicle.id, org.admin.token);
    const status: devicesEventsV1.DeviceStatusChanged = {
      deviceId: device.id,
      imei: device.imei,
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      status: {
        timestampMs: Date.now(),
        serverTimestampMs: Date.now(),
        uplinkLoss: false,
        latestBatteryLevel: 80,
        latestSeenPositiveSpeed: 0,
      },
      version: Date.now(),
    };
    await producer.publish(TOPICS.devicesStatus, String(device.id), status);
    return { org, vehicle, device, status };
  }

  const asAdmin = (org: { organizationId: number; admin: { token: string } }) => ({
    token: org.admin.token,
    headers: { 'x-organization-id': String(org.organizationId) },
  });

  it('raises a geofence alarm when a tracker drives through the zone, mails it, and takes an acknowledgement', async () => {
    const { org, vehicle, device } = await trackedVehicle();
    const email = `${unique('alarm')}@example.se`.toLowerCase();
    const centre = { latitude: 59.3326, longitude: 18.0649 };
    const created = await stack.api.post<{ geoZoneAlarmId: number; distortion: number; repeatAfterHours: number }>(
      '/api/geo-larm',
      {
        name: 'Depå',
        organizationId: org.organizationId,
        zoneCoords: square(centre.latitude, centre.longitude),
        activeOnEnter: true,
        activeOnExit: true,
        targetVehicleIds: [vehicle.id],
        emails: [email],
      },
      asAdmin(org),
    );
    expectOk(created, 201, 'creating the geofence alarm');
    expect(created.body.distortion).toBe(50);
    expect(created.body.repeatAfterHours).toBe(24);

    // The alarms service learns the tracker from devices.status.v1; fixes before it knows it are not its.
    const t0 = Date.now() - 60_000;
    const outside = fix(t0, centre.latitude, centre.longitude - 0.02);
    await eventuallyAccepted(
      async () => {
        await producer.publish(TOPICS.telemetryPositions, device.imei, packet(device.imei, [outside]));
        const sides = await stack.api.get<Period[]>('/api/alarm-period/current', asAdmin(org));
        return sides.status === 200;
      },
      (ok) => ok,
      { timeoutMs: 5_000 },
    );
    // A drive from the west through the square to the east: one segment per 10 s.
    const records = [-0.01, -0.005, 0, 0.005, 0.01, 0.02].map((offset, i) =>
      fix(t0 + 10_000 * (i + 1), centre.latitude, centre.longitude + offset),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await producer.publish(TOPICS.telemetryPositions, device.imei, packet(device.imei, records));

    const range = `fromTsMs=${t0 - 60_000}&toTsMs=${Date.now() + 60_000}`;
    const periods = await eventuallyAccepted(
      async () => (await stack.api.get<Period[]>(`/api/alarm-period?${range}`, asAdmin(org))).body,
      (list) => Array.isArray(list) && list.some((p) => p.alarmName === 'GEO_ZONE' && p.timestampStopMs !== null),
      { timeoutMs: 60_000 },
    );
    const period = periods.find((p) => p.alarmName === 'GEO_ZONE')!;
    expect(period.vehicleId).toBe(vehicle.id);
    // ENTRY 25 m (the default margin) past the west edge, between the fixes at offsets -0.005 (t0 + 20 s) and 0
    // (t0 + 30 s); EXIT 25 m past the east edge, between 0 and 0.005 (t0 + 40 s). Along a parallel, metres are
    // proportional to longitude: the edges are 0.0036° from the centre, the margin is 25 m of 0.005°'s ~284 m.
    const metresPerDegree = 6_371_008.8 * (Math.PI / 180) * Math.cos((centre.latitude * Math.PI) / 180);
    const marginDeg = 25 / metresPerDegree;
    const entryMs = t0 + 20_000 + ((0.005 - 0.0036 + marginDeg) / 0.005) * 10_000;
    const exitMs = t0 + 30_000 + ((0.0036 + marginDeg) / 0.005) * 10_000;
    expect(Math.abs(period.timestampStartMs - entryMs)).toBeLessThan(200);
    expect(Math.abs(period.timestampStopMs! - exitMs)).toBeLessThan(200);

    const mail = await stack.smtp.waitForMail((m) => m.to.includes(email), 60_000);
    expect(mail.subject).toContain('Geozon');
    expect(mail.subject).toContain('Depå');
    expect(mail.text).toContain('Var:');

    const tooLong = await stack.api.patch(
      `/api/alarm-period/${period.activeAlarmPeriodId}`,
      { acknowledged: true, comment: 'x'.repeat(41) },
      asAdmin(org),
    );
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { code?: string }).code ?? tooLong.text).toContain('ALARM_COMMENT_TOO_LONG');
    const acked = await stack.api.patch<Period>(
      `/api/alarm-period/${period.activeAlarmPeriodId}`,
      { acknowledged: true, comment: 'Kontrollerat' },
      asAdmin(org),
    );
    expectOk(acked, 200, 'acknowledging');
    expect(acked.body).toMatchObject({ acknowledged: true, comment: 'Kontrollerat', acknowledgedBy: org.admin.userId });

    // The alarm event report (reports service, from the alarms service as the caller), and the discrepancy report.
    const report = await stack.api.get(`/api/report/alarm-events/csv?${range}&alarmTypes=GEO`, asAdmin(org));
    expect(report.status).toBe(200);
    expect(report.text).toContain('Geozon,Depå,');
    expect(report.text).toContain(',ja,');
    const pdf = await stack.api.get(
      `/api/report/discrepancy/pdf?${range}&alarmType=GEO&alarmName=GEO_ZONE`,
      asAdmin(org),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const none = await stack.api.get(`/api/report/alarm-events/csv?${range}&alarmTypes=SECURITY`, asAdmin(org));
    expect(none.status).toBe(404);
  });

  it('keeps settings to their organisation and refuses what the spec refuses', async () => {
    const { org, vehicle } = await trackedVehicle();
    const other = await stack.fixtures.organization('alarms-other');
    const battery = await stack.api.post<{ alarmSettingsId: number; lowBatteryLevel: number; alarmType: string }>(
      '/api/alarm-settings',
      { alarmName: 'LOW_BATTERY', name: 'Batteri', targetVehicleIds: [vehicle.id], emails: [] },
      asAdmin(org),
    );
    expectOk(battery, 201, 'creating the battery alarm');
    expect(battery.body).toMatchObject({ lowBatteryLevel: 30, alarmType: 'FUNCTION' });

    const foreign = await stack.api.get(`/api/alarm-settings/${battery.body.alarmSettingsId}`, asAdmin(other));
    expect(foreign.status).toBe(404);
    const theirVehicle = await stack.api.post(
      '/api/alarm-settings',
      { alarmName: 'NO_CONTACT', name: 'Kontakt', targetVehicleIds: [vehicle.id] },
      asAdmin(other),
    );
    expect(theirVehicle.status).toBe(404);

    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ alarmName: 'NOT_AN_ALARM', name: 'x' }, '/api/alarm-settings', 'ALARM_NAME_UNKNOWN'],
      [{ alarmName: 'LOW_BATTERY', name: 'x', lowBatteryLevel: 35 }, '/api/alarm-settings', 'ALARM_FIELD_INVALID'],
      [{ alarmName: 'MISSING_TRIPS', name: 'x', daysMissingTrips: 0 }, '/api/alarm-settings', 'ALARM_FIELD_INVALID'],
      [{ alarmName: 'NO_CONTACT', name: '' }, '/api/alarm-settings', 'ALARM_FIELD_INVALID'],
      [{ alarmName: 'NO_CONTACT', name: 'x', note: 'n'.repeat(41) }, '/api/alarm-settings', 'ALARM_FIELD_INVALID'],
      [
        { name: 'Zon', zoneCoords: square(59.3, 18).slice(0, 2), activeOnEnter: true },
        '/api/geo-larm',
        'GEOFENCE_TOO_FEW_POINTS',
      ],
      [
        {
          name: 'Fluga',
          activeOnEnter: true,
          zoneCoords: [
            { latitude: 59.0, longitude: 18.0 },
            { latitude: 59.01, longitude: 18.01 },
            { latitude: 59.0, longitude: 18.01 },
            { latitude: 59.01, longitude: 18.0 },
          ],
        },
        '/api/geo-larm',
        'GEOFENCE_SELF_INTERSECTING',
      ],
    ];
    for (const [body, path, code] of refusals) {
      const response = await stack.api.post(path, body, asAdmin(org));
      expect([path, body, response.status, response.text]).toEqual([path, body, 400, expect.stringContaining(code)]);
    }

    const toggled = await stack.api.patch<{ active: boolean }>(
      `/api/alarm-settings/${battery.body.alarmSettingsId}`,
      { active: false },
      asAdmin(org),
    );
    expectOk(toggled, 200, 'toggling');
    expect(toggled.body.active).toBe(false);
    const removed = await stack.api.delete(`/api/alarm-settings/${battery.body.alarmSettingsId}`, asAdmin(org));
    expectOk(removed, 200, 'removing');
    expect((await stack.api.get(`/api/alarm-settings/${battery.body.alarmSettingsId}`, asAdmin(org))).status).toBe(404);
    const noRange = await stack.api.get('/api/alarm-period', asAdmin(org));
    expect(noRange.status).toBe(400);
    expect(noRange.text).toContain('BAD_TIMESTAMP');
  });

  it('raises battery, contact and trip alarms from the device status and the journal, and closes them', async () => {
    const { org, vehicle, device, status } = await trackedVehicle();
    const email = `${unique('battery')}@example.se`.toLowerCase();
    const create = async (body: Record<string, unknown>) => {
      const created = await stack.api.post<{ alarmSettingsId: number }>(
        '/api/alarm-settings',
        { targetVehicleIds: [vehicle.id], emails: [email], ...body },
        asAdmin(org),
      );
      expectOk(created, 201, `creating ${String(body.alarmName)}`);
    };
    await create({
      alarmName: 'LOW_BATTERY',
      name: 'Batteri',
      lowBatteryLevel: 30,
      pushNotificationUserIds: [org.admin.userId],
    });
    await create({ alarmName: 'NO_CONTACT', name: 'Tyst', hoursMissingContact: 1 });
    await create({ alarmName: 'NO_DRIVER', name: 'Förare' });
    const ongoing = async () =>
      (await stack.api.get<Period[]>(`/api/alarm-period/current?vehicleIds=${vehicle.id}`, asAdmin(org))).body;
    const publishStatus = (battery: number, seenMs: number, version: number) =>
      producer.publish(TOPICS.devicesStatus, String(device.id), {
        ...status,
        status: { ...status.status!, timestampMs: seenMs, serverTimestampMs: seenMs, latestBatteryLevel: battery },
        version,
      });

    // The last contact two hours ago (over the hour): the sweep opens NO_CONTACT from the moment the hour passed.
    const seenMs = Date.now() - 2 * 3_600_000;
    await publishStatus(60, seenMs, status.version + 1);
    const silent = await eventuallyAccepted(ongoing, (list) => list.length === 1, { timeoutMs: 30_000 });
    expect(silent[0]).toMatchObject({ alarmName: 'NO_CONTACT', detail: '1 h', timestampStartMs: seenMs + 3_600_000 });

    // Contact again, with the battery at 20 % (below 30): NO_CONTACT closes, LOW_BATTERY opens and is mailed.
    await publishStatus(20, Date.now(), status.version + 2);
    const low = await eventuallyAccepted(ongoing, (list) => list.length === 1 && list[0]!.alarmName === 'LOW_BATTERY', {
      timeoutMs: 30_000,
    });
    expect(low[0]!.detail).toBe('20 %');
    await stack.smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes('Lågt batteri'), 30_000);

    // The admin's bell: one unread in-app notification of the battery period; marked read, none.
    type Bell = { unread: number; notifications: Array<{ kind: string; read: boolean; period: Period }> };
    const bell = await stack.api.get<Bell>('/api/alarm-notifications', asAdmin(org));
    expect(bell.body.unread).toBe(1);
    expect(bell.body.notifications[0]).toMatchObject({
      kind: 'OPENED',
      read: false,
      period: { alarmName: 'LOW_BATTERY' },
    });
    const read = await stack.api.post<Bell>('/api/alarm-notifications/read', {}, asAdmin(org));
    expectOk(read, 200, 'marking read');
    expect(read.body.unread).toBe(0);

    // Charged again: LOW_BATTERY closes.
    await publishStatus(60, Date.now(), status.version + 3);
    await eventuallyAccepted(ongoing, (list) => list.length === 0, { timeoutMs: 30_000 });

    // A trip without a known driver is a NO_DRIVER moment (a period that opens and closes with the trip).
    // A trip that ended now: the setting, made above, applies to it (not to trips that ended before it was made).
    const stopMs = Date.now();
    await producer.publish(
      TOPICS.journalTrips,
      `trip-${device.id}`,
      journalEventsV1.TripChanged.fromPartial({
        tripId: device.id * 10,
        version: 1,
        organizationId: org.organizationId,
        vehicleId: vehicle.id,
        deviceId: device.id,
        imei: device.imei,
        startTsMs: stopMs - 600_000,
        stopTsMs: stopMs,
        startLatitude: 59.33,
        startLongitude: 18.06,
        purpose: 'BUSINESS',
        driverUserId: 0,
      }),
    );
    const range = `fromTsMs=${stopMs - 3_600_000}&toTsMs=${Date.now() + 60_000}&vehicleIds=${vehicle.id}`;
    const periods = await eventuallyAccepted(
      async () => (await stack.api.get<Period[]>(`/api/alarm-period?${range}`, asAdmin(org))).body,
      (list) => list.some((p) => p.alarmName === 'NO_DRIVER'),
      { timeoutMs: 30_000 },
    );
    const noDriver = periods.find((p) => p.alarmName === 'NO_DRIVER')!;
    expect(noDriver.timestampStartMs).toBe(stopMs - 600_000);
    expect(noDriver.timestampStopMs).toBe(stopMs);
  });

  it("reports a gap in a tracker's records longer than the intermittence hours, once it reports again", async () => {
    const { org, vehicle, device } = await trackedVehicle();
    const created = await stack.api.post(
      '/api/alarm-settings',
      { alarmName: 'INTERMITTENCE', name: 'Avbrott', hoursIntermittence: 1, targetVehicleIds: [vehicle.id] },
      asAdmin(org),
    );
    expectOk(created, 201, 'creating the intermittence alarm');
    const before = Date.now() - 2 * 3_600_000;
    // The alarms service knows the tracker from its installation; the first record sets where its records stand.
    await eventuallyAccepted(
      async () => {
        await producer.publish(TOPICS.telemetryPositions, device.imei, packet(device.imei, [fix(before, 59.3, 18.0)]));
        await producer.publish(
          TOPICS.telemetryPositions,
          device.imei,
          packet(device.imei, [fix(Date.now(), 59.3, 18.0)]),
        );
        const range = `fromTsMs=${before - 60_000}&toTsMs=${Date.now() + 60_000}&vehicleIds=${vehicle.id}`;
        return (await stack.api.get<Period[]>(`/api/alarm-period?${range}`, asAdmin(org))).body;
      },
      (list) => list.some((p) => p.alarmName === 'INTERMITTENCE'),
      { timeoutMs: 30_000, intervalMs: 2_000 },
    );
  });

  it("keeps the position of an alarm raised during a driver's private trip to that driver", async () => {
    const { org, vehicle, device } = await trackedVehicle();
    const created = await stack.api.post(
      '/api/alarm-settings',
      { alarmName: 'CRASH', name: 'Krock', targetVehicleIds: [vehicle.id] },
      asAdmin(org),
    );
    expectOk(created, 201, 'creating the crash alarm');
    const crash = (tsMs: number) => fix(tsMs, 59.31, 18.07, { eventIoId: 247, rawIo: { 247: '1', 239: '1' } });
    const latestTrip = (open: boolean, purpose: string, version: number) =>
      producer.publish(
        TOPICS.journalLatestTrips,
        String(vehicle.id),
        journalEventsV1.LatestTripChanged.fromPartial({
          vehicleId: vehicle.id,
          organizationId: org.organizationId,
          imei: device.imei,
          open,
          purpose,
          driverUserId: org.admin.userId + 1_000_000,
          startTsMs: Date.now() - 600_000,
          version,
        }),
      );
    const crashes = async () => {
      const range = `fromTsMs=${Date.now() - 3_600_000}&toTsMs=${Date.now() + 60_000}&vehicleIds=${vehicle.id}`;
      return (await stack.api.get<Period[]>(`/api/alarm-period?${range}`, asAdmin(org))).body.filter(
        (p) => p.alarmName === 'CRASH',
      );
    };
    // During a private trip of another driver: the period, without where.
    await latestTrip(true, 'PRIVATE', Date.now());
    const hidden = await eventuallyAccepted(
      async () => {
        await producer.publish(TOPICS.telemetryPositions, device.imei, packet(device.imei, [crash(Date.now())]));
        return crashes();
      },
      (list) => list.length > 0,
      { timeoutMs: 30_000, intervalMs: 2_000 },
    );
    expect(hidden[0]).toMatchObject({ position: null, positionHidden: true });
    // A business trip: where it happened.
    await latestTrip(true, 'BUSINESS', Date.now() + 1);
    const shown = await eventuallyAccepted(
      async () => {
        await producer.publish(TOPICS.telemetryPositions, device.imei, packet(device.imei, [crash(Date.now())]));
        return crashes();
      },
      (list) => list.some((p) => p.position !== null),
      { timeoutMs: 30_000, intervalMs: 2_000 },
    );
    expect(shown.find((p) => p.position !== null)!.position).toEqual({ latitude: 59.31, longitude: 18.07 });
  });
});
