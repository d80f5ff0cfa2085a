import { devicesV1, ErrorCode, fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Logger } from '@nestjs/common';

import { validate } from '../common/validation';
import { type ConnectSteps, DeviceConnectService } from './device-connect.service';
import { ConnectDeviceBodySchema } from './device.schemas';

type StepName = keyof ConnectSteps;

/**
 * In-memory services behind the ConnectSteps port: records every call, keeps what exists, and fails the step
 * named in `failAt` (the compensation is what these tests are about; the gRPC wiring is tested over HTTP).
 */
class FakeSteps implements ConnectSteps {
  readonly calls: string[] = [];
  readonly users = new Set<number>();
  readonly archivedUsers = new Set<number>();
  readonly vehicles = new Set<number>();
  readonly relations = new Map<number, number[]>();
  readonly defaultDrivers = new Map<number, number | null>();
  failAt = new Set<StepName>();
  installedInVehicle: number | undefined;
  private nextId = 100;

  constructor(
    private readonly vehicle = fleetV1.Vehicle.fromPartial({ id: 9, organizationId: 3, benefitType: 'WORK' }),
  ) {}

  async getDevice(deviceId: number) {
    this.record('getDevice', deviceId);
    return devicesV1.Device.fromPartial({ deviceId, id: deviceId });
  }
  async getVehicle(vehicleId: number) {
    this.record('getVehicle', vehicleId);
    return { ...this.vehicle, id: vehicleId };
  }
  async vehicleDeviceId(vehicleId: number) {
    this.record('vehicleDeviceId', vehicleId);
    return this.installedInVehicle;
  }
  async setDefaultDriver(_org: number, vehicleId: number, userId: number | null) {
    this.record('setDefaultDriver', `${vehicleId}:${userId}`);
    this.defaultDrivers.set(vehicleId, userId);
  }
  async createDriver(_org: number, driver: { email: string }) {
    this.record('createDriver', driver.email);
    const id = this.nextId++;
    this.users.add(id);
    return id;
  }
  async removeDriver(_org: number, userId: number) {
    this.record('removeDriver', userId);
    this.users.delete(userId);
  }
  async createVehicle(request: fleetV1.CreateVehicleRequest) {
    this.record('createVehicle', JSON.stringify({ p: request.permittedDrivers, d: request.defaultDriver }));
    const id = this.nextId++;
    this.vehicles.add(id);
    return fleetV1.Vehicle.fromPartial({ id, organizationId: request.organizationId });
  }
  async removeVehicle(_org: number, vehicleId: number) {
    this.record('removeVehicle', vehicleId);
    this.vehicles.delete(vehicleId);
  }
  async setDriverVehicles(_org: number, userId: number, permitted: number[], defaults: number[]) {
    this.record('setDriverVehicles', `${userId}:${permitted.join(',')}/${defaults.join(',')}`);
    this.relations.set(userId, [...permitted, ...defaults]);
  }
  async connect(request: devicesV1.ConnectDeviceRequest) {
    this.record('connect', `${request.organizationId}/${request.vehicleId ?? '-'}`);
    return devicesV1.Device.fromPartial({ deviceId: request.deviceId });
  }
  async invite(_org: number, driver: { email: string }) {
    this.record('invite', driver.email);
  }

  private record(step: StepName, detail: unknown): void {
    this.calls.push(`${step}(${String(detail)})`);
    if (this.failAt.has(step)) throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, `${step} failed`);
  }
}

const body = (value: Record<string, unknown>) => validate(ConnectDeviceBodySchema, { organizationId: 3, ...value });
const newVehicle = { displayName: 'Van 1', defaultTripType: 'BUSINESS', benefitType: 'WORK', isoCountryCode: 'SE' };
const newDriver = { name: 'Dora Driver', email: 'dora@example.se' };

describe(DeviceConnectService.name, () => {
  const service = new DeviceConnectService();
  let logError: jest.SpyInstance;
  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('creates the driver, then the vehicle with that driver, connects, and only then invites', async () => {
    const steps = new FakeSteps();
    await service.connect(steps, 8, body({ newVehicle, newDriver }));
    expect(steps.calls).toEqual([
      'getDevice(8)',
      'createDriver(dora@example.se)',
      'createVehicle({"p":[100],"d":100})',
      'connect(3/101)',
      'invite(dora@example.se)',
    ]);
    expect([...steps.users]).toEqual([100]);
    expect([...steps.vehicles]).toEqual([101]);
  });

  it('links a new driver to an existing vehicle of the organisation', async () => {
    const steps = new FakeSteps();
    await service.connect(steps, 8, body({ vehicleId: 9, newDriver: { ...newDriver, sendInvite: false } }));
    expect(steps.calls).toEqual([
      'getDevice(8)',
      'getVehicle(9)',
      'vehicleDeviceId(9)',
      'createDriver(dora@example.se)',
      'setDriverVehicles(100:9/9)',
      'connect(3/9)',
    ]);
  });

  it('undoes the vehicle and the driver, newest first, when connecting fails', async () => {
    const steps = new FakeSteps();
    steps.failAt.add('connect');
    await expect(service.connect(steps, 8, body({ newVehicle, newDriver }))).rejects.toMatchObject({
      code: ErrorCode.DEVICE_ALREADY_INSTALLED,
    });
    expect(steps.calls.slice(-3)).toEqual(['connect(3/101)', 'removeVehicle(101)', 'removeDriver(100)']);
    expect(steps.users.size).toBe(0);
    expect(steps.vehicles.size).toBe(0);
    expect(steps.calls).not.toContain('invite(dora@example.se)');
  });

  it('undoes the driver when creating the vehicle fails', async () => {
    const steps = new FakeSteps();
    steps.failAt.add('createVehicle');
    await expect(service.connect(steps, 8, body({ newVehicle, newDriver }))).rejects.toThrow('createVehicle failed');
    expect(steps.calls.at(-1)).toBe('removeDriver(100)');
    expect(steps.users.size).toBe(0);
  });

  it('clears the driver relation before removing the driver of an existing vehicle', async () => {
    const steps = new FakeSteps();
    steps.failAt.add('connect');
    await expect(service.connect(steps, 8, body({ vehicleId: 9, newDriver }))).rejects.toBeInstanceOf(DomainError);
    expect(steps.calls.slice(-2)).toEqual(['setDriverVehicles(100:/)', 'removeDriver(100)']);
    expect(steps.relations.get(100)).toEqual([]);
  });

  it('gives the default place back to the previous default driver when connecting fails (finding 2)', async () => {
    const vehicle = fleetV1.Vehicle.fromPartial({
      id: 9,
      organizationId: 3,
      benefitType: 'WORK',
      defaultDriver: { id: 7, displayName: 'Previous' },
    });
    const steps = new FakeSteps(vehicle);
    steps.failAt.add('connect');
    await expect(service.connect(steps, 8, body({ vehicleId: 9, newDriver }))).rejects.toBeInstanceOf(DomainError);
    expect(steps.calls.slice(-3)).toEqual(['setDriverVehicles(100:/)', 'setDefaultDriver(9:7)', 'removeDriver(100)']);
    expect(steps.defaultDrivers.get(9)).toBe(7);
  });

  it('refuses before any write when the vehicle has a device or the device cannot go there', async () => {
    const occupied = new FakeSteps();
    occupied.installedInVehicle = 5;
    await expect(service.connect(occupied, 8, body({ vehicleId: 9, newDriver }))).rejects.toMatchObject({
      code: ErrorCode.VEHICLE_HAS_DEVICE,
    });
    expect(occupied.calls).toEqual(['getDevice(8)', 'getVehicle(9)', 'vehicleDeviceId(9)']);

    const installed = new FakeSteps();
    installed.getDevice = async (deviceId) => devicesV1.Device.fromPartial({ deviceId, installedVehicle: { id: 4 } });
    await expect(service.connect(installed, 8, body({ newVehicle, newDriver }))).rejects.toMatchObject({
      code: ErrorCode.DEVICE_ALREADY_INSTALLED,
    });
    expect(installed.calls).toEqual([]);

    const foreign = new FakeSteps();
    foreign.getDevice = async (deviceId) =>
      devicesV1.Device.fromPartial({ deviceId, organizationId: { organizationId: 4, fullName: 'Other' } });
    await expect(service.connect(foreign, 8, body({ newVehicle, newDriver }))).rejects.toMatchObject({
      code: ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
    });
    expect(foreign.calls).toEqual([]);
  });

  it('keeps undoing when one undo fails, logs what was left behind, and reports the original error', async () => {
    const steps = new FakeSteps();
    steps.failAt = new Set<StepName>(['connect', 'removeVehicle']);
    await expect(service.connect(steps, 8, body({ newVehicle, newDriver }))).rejects.toThrow('connect failed');
    expect(steps.calls.at(-1)).toBe('removeDriver(100)');
    expect(steps.users.size).toBe(0);
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ leftBehind: 'vehicle 101' }), expect.any(String));
  });

  it('writes nothing when the pre-checks refuse', async () => {
    const retired = new FakeSteps();
    retired.getDevice = async (deviceId) => devicesV1.Device.fromPartial({ deviceId, retired: true });
    await expect(service.connect(retired, 8, body({ newVehicle, newDriver }))).rejects.toMatchObject({
      code: ErrorCode.DEVICE_RETIRED,
    });
    expect(retired.calls).toEqual([]);

    const foreign = new FakeSteps(fleetV1.Vehicle.fromPartial({ organizationId: 4 }));
    await expect(service.connect(foreign, 8, body({ vehicleId: 9, newDriver }))).rejects.toMatchObject({
      code: ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE,
    });
    expect(foreign.calls).toEqual(['getDevice(8)', 'getVehicle(9)']);
  });

  it('does not undo a successful connect when only the invitation fails', async () => {
    const steps = new FakeSteps();
    steps.failAt.add('invite');
    await expect(service.connect(steps, 8, body({ newVehicle, newDriver }))).resolves.toMatchObject({ deviceId: 8 });
    expect(steps.users.size).toBe(1);
    expect(steps.vehicles.size).toBe(1);
  });

  it('keeps a pool vehicle free of a permitted-driver list', async () => {
    const steps = new FakeSteps();
    await service.connect(steps, 8, body({ newVehicle: { ...newVehicle, benefitType: 'POOL' }, newDriver }));
    expect(steps.calls).toContain('createVehicle({"p":[],"d":100})');
  });
});
