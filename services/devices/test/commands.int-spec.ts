import { randomUUID } from 'node:crypto';

import { devicesV1, type fleetV1, telemetryV1, TOPICS } from '@fleetlog/contracts';
import {
  demoRoot,
  eventuallyAccepted,
  grpcClient,
  type TestGrpcClient,
  useBeforeAll,
  useKafkaCollector,
  useKafkaTestProducer,
} from '@fleetlog/testing';

import { DeviceCommandEntity } from '../src/commands/device-command.entity';
import { as, call, codeOf, useDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE } from './support/processes';
import { addUnit, createTenant, createVehicle } from './support/tenants';

// Commands travel through Kafka both ways; the polling deadlines decide when a wait has failed.
jest.setTimeout(120_000);

const { CommandKind, CommandOutcome } = telemetryV1;
const { DeviceCommandState } = devicesV1;

(FLEET_AVAILABLE ? describe : describe.skip)('device commands', () => {
  const suffix = randomUUID().slice(0, 8);
  const h = useDevicesHarness(() => ({
    withFleet: true,
    env: {
      COMMAND_CONSUMERS_ENABLED: 'true',
      COMMAND_RESULTS_GROUP: `devices.command-results.test-${suffix}`,
      COMMAND_STATUS_GROUP: `devices.command-status.test-${suffix}`,
      COMMAND_VEHICLES_GROUP: `devices.command-vehicles.test-${suffix}`,
    },
  }));
  const published = useKafkaCollector(TOPICS.devicesCommands, 'devices-commands-test');
  const producer = useKafkaTestProducer('devices-commands-test');
  const client = useBeforeAll(() => Promise.resolve(grpcClient('devices', h.config.DEVICES_GRPC_URL)), {
    close: (c: TestGrpcClient) => c.close(),
  });
  const commands = () =>
    client.getService<devicesV1.DeviceCommandsServiceClient>(devicesV1.DEVICE_COMMANDS_SERVICE_NAME);
  const root = useBeforeAll(() => demoRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root.token));

  async function installedVehicle(): Promise<{ device: devicesV1.Device; vehicle: fleetV1.Vehicle }> {
    const device = await addUnit(h, root.token, tenant.organizationId);
    const vehicle = await createVehicle(h, tenant);
    await call(h.devices.installDevice({ deviceId: device.id, vehicleId: vehicle.id }, as(tenant.admin.token)));
    return { device, vehicle };
  }

  const send = (token: string, vehicleId: number, kind: telemetryV1.CommandKind) =>
    commands().sendDeviceCommand({ vehicleId, deviceId: 0, kind }, as(token));

  const history = (token: string, vehicleId: number) =>
    call(commands().listDeviceCommands({ vehicleId, deviceId: 0, limit: 0 }, as(token))).then((r) => r.commands);

  const publications = (commandId: number) =>
    published.received.filter(({ message }) => message.commandId === commandId);

  function reported(device: devicesV1.Device, vehicleId: number, reportedFrequencyS?: number) {
    return producer.publish(TOPICS.devicesStatus, String(device.id), {
      deviceId: device.id,
      imei: device.imei,
      organizationId: tenant.organizationId,
      vehicleId,
      status: {
        timestampMs: Date.now(),
        serverTimestampMs: Date.now(),
        uplinkLoss: false,
        latestBatteryLevel: 80,
        latestSeenPositiveSpeed: 0,
      },
      reportedFrequencyS,
      version: Date.now(),
    });
  }

  it('lets ROOT restart and web-connect, not an admin or a driver; admins may ask for info', async () => {
    const { vehicle } = await installedVehicle();
    expect(await codeOf(send(tenant.admin.token, vehicle.id, CommandKind.RESTART))).toBe('ROOT_REQUIRED');
    expect(await codeOf(send(tenant.admin.token, vehicle.id, CommandKind.WEB_CONNECT))).toBe('ROOT_REQUIRED');
    expect(await codeOf(send(tenant.driver.token, vehicle.id, CommandKind.RESTART))).toBe('ROOT_REQUIRED');
    expect(await codeOf(send(tenant.driver.token, vehicle.id, CommandKind.GET_INFO))).toBe('ROOT_OR_ADMIN_REQUIRED');
    const info = await call(send(tenant.admin.token, vehicle.id, CommandKind.GET_INFO));
    expect(info).toMatchObject({
      kind: CommandKind.GET_INFO,
      text: 'getinfo',
      state: DeviceCommandState.COMMAND_PENDING,
    });
    const restart = await call(send(root.token, vehicle.id, CommandKind.RESTART));
    expect(restart).toMatchObject({ kind: CommandKind.RESTART, text: 'cpureset', requestedBy: root.userId });
    // A frequency is changed through fleet, never asked for directly.
    expect(await codeOf(send(root.token, vehicle.id, CommandKind.SET_FREQUENCY))).toBe('MISFORMATTED_FIELDS');
  });

  it('answers VEHICLE_MISSING for a vehicle of another organisation and VEHICLE_MISSING_DEVICE without a device', async () => {
    const { vehicle } = await installedVehicle();
    const other = await createTenant(h, root.token);
    expect(await codeOf(send(other.admin.token, vehicle.id, CommandKind.GET_INFO))).toBe('VEHICLE_MISSING');
    const empty = await createVehicle(h, tenant);
    expect(await codeOf(send(tenant.admin.token, empty.id, CommandKind.GET_INFO))).toBe('VEHICLE_MISSING_DEVICE');
  });

  it('publishes a command when made, again when the device reports while pending, and records the result', async () => {
    const { device, vehicle } = await installedVehicle();
    const command = await call(send(root.token, vehicle.id, CommandKind.RESTART));
    const first = await published.waitFor(({ message }) => message.commandId === command.id, 30_000);
    expect(first).toMatchObject({
      deviceId: device.id,
      imei: device.imei,
      protocol: telemetryV1.TrackerProtocol.TELTONIKA,
      kind: CommandKind.RESTART,
      text: 'cpureset',
    });
    expect(publications(command.id)).toHaveLength(1);

    // No gateway holds the device's connection: the command stays queued until the device reports.
    await reported(device, vehicle.id);
    await published.waitFor(() => publications(command.id).length >= 2, 30_000);

    await producer.publish(TOPICS.telemetryCommandResults, device.imei, {
      commandId: command.id,
      imei: device.imei,
      outcome: CommandOutcome.SENT,
      response: '',
      tsMs: Date.now(),
      gatewayInstance: 'test',
    });
    await producer.publish(TOPICS.telemetryCommandResults, device.imei, {
      commandId: command.id,
      imei: device.imei,
      outcome: CommandOutcome.RESPONDED,
      response: 'Rebooting',
      tsMs: Date.now(),
      gatewayInstance: 'test',
    });
    const [done] = await eventuallyAccepted(
      () => history(tenant.admin.token, vehicle.id),
      (rows) => rows[0]?.state === DeviceCommandState.COMMAND_RESPONDED,
      30_000,
    );
    expect(done).toMatchObject({ id: command.id, response: 'Rebooting', state: DeviceCommandState.COMMAND_RESPONDED });
    expect(done.sentTsMs).toBeGreaterThan(0);
    expect(done.completedTsMs).toBeGreaterThan(0);

    // A late SENT (a redelivery) does not move it back, and a sent command is not published again.
    const before = publications(command.id).length;
    await producer.publish(TOPICS.telemetryCommandResults, device.imei, {
      commandId: command.id,
      imei: device.imei,
      outcome: CommandOutcome.SENT,
      response: '',
      tsMs: Date.now(),
      gatewayInstance: 'test',
    });
    await reported(device, vehicle.id);
    // A second command made after that report proves the report was handled (same device, same partition).
    const marker = await call(send(tenant.admin.token, vehicle.id, CommandKind.GET_INFO));
    await published.waitFor(({ message }) => message.commandId === marker.id, 30_000);
    const row = await h.orm.em.fork().findOneOrFail(DeviceCommandEntity, { id: command.id });
    expect(row.state).toBe('RESPONDED');
    expect(publications(command.id)).toHaveLength(before);
  });

  it('supersedes a pending command of the same kind and expires one past its deadline on the next report', async () => {
    const { device, vehicle } = await installedVehicle();
    const first = await call(send(tenant.admin.token, vehicle.id, CommandKind.GET_INFO));
    const second = await call(send(tenant.admin.token, vehicle.id, CommandKind.GET_INFO));
    const rows = await history(tenant.admin.token, vehicle.id);
    expect(rows.find((r) => r.id === first.id)?.state).toBe(DeviceCommandState.COMMAND_SUPERSEDED);
    expect(rows.find((r) => r.id === second.id)?.state).toBe(DeviceCommandState.COMMAND_PENDING);

    await h.orm.em
      .fork()
      .nativeUpdate(DeviceCommandEntity, { id: second.id }, { expiresAt: new Date(Date.now() - 1000) });
    await reported(device, vehicle.id);
    const after = await eventuallyAccepted(
      () => history(tenant.admin.token, vehicle.id),
      (list) => list.find((r) => r.id === second.id)?.state === DeviceCommandState.COMMAND_EXPIRED,
      30_000,
    );
    expect(after.find((r) => r.id === second.id)?.state).toBe(DeviceCommandState.COMMAND_EXPIRED);
  });

  it('queues SET_FREQUENCY when an admin changes the frequency in fleet, until the device reports it', async () => {
    const { device, vehicle } = await installedVehicle();
    if (!h.vehicles) throw new Error('fleet required');
    await call(
      h.vehicles.setResponseFrequency(
        { id: vehicle.id, hours: 6, batteryWarningAcknowledged: false },
        as(tenant.admin.token, tenant.organizationId),
      ),
    );
    const queued = await eventuallyAccepted(
      () => history(tenant.admin.token, vehicle.id),
      (list) => list.some((r) => r.kind === CommandKind.SET_FREQUENCY),
      45_000,
    );
    const command = queued.find((r) => r.kind === CommandKind.SET_FREQUENCY);
    expect(command).toMatchObject({ frequencyHours: 6, requestedBy: 0, state: DeviceCommandState.COMMAND_PENDING });
    expect(command?.text).toContain('10005:21600');
    await published.waitFor(({ message }) => message.commandId === command?.id, 30_000);

    // The device reports the new frequency: the command is done even without the gateway's result.
    await reported(device, vehicle.id, 6 * 3600);
    const confirmed = await eventuallyAccepted(
      () => history(tenant.admin.token, vehicle.id),
      (list) => list.find((r) => r.id === command?.id)?.state === DeviceCommandState.COMMAND_RESPONDED,
      30_000,
    );
    expect(confirmed.find((r) => r.id === command?.id)?.state).toBe(DeviceCommandState.COMMAND_RESPONDED);
  });
});
