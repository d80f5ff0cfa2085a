import { authV1, devicesV1, ErrorCode, fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Logger } from '@nestjs/common';

import { validate } from '../common/validation';
import { VehicleSetupBodySchema } from './vehicle-setup.schemas';
import { VehicleSetupService, type VehicleSetupSteps } from './vehicle-setup.service';

type StepName = keyof VehicleSetupSteps;
const ORG = 3;

/** fleet and devices in memory behind the steps port: what exists, every call, and a step that fails on demand. */
class FakeSteps implements VehicleSetupSteps {
  readonly calls: StepName[] = [];
  readonly vehicles = new Map<number, fleetV1.Vehicle>();
  readonly installed = new Map<number, number>();
  failAt = new Set<StepName>();
  device = devicesV1.Device.fromPartial({ id: 5, organizationId: { organizationId: ORG } });
  user = authV1.User.fromPartial({ userId: 7, organizationId: ORG });
  private nextId = 100;

  async getUser() {
    this.record('getUser');
    return this.user;
  }
  async getDevice() {
    this.record('getDevice');
    return this.device;
  }
  async createVehicle(request: fleetV1.CreateVehicleRequest) {
    this.record('createVehicle');
    const vehicle = fleetV1.Vehicle.fromPartial({ id: this.nextId++, organizationId: request.organizationId });
    this.vehicles.set(vehicle.id, vehicle);
    return vehicle;
  }
  async updateVehicle(request: fleetV1.UpdateVehicleRequest) {
    this.record('updateVehicle');
    return this.vehicles.get(request.id)!;
  }
  async setCurrentDriver(vehicleId: number) {
    this.record('setCurrentDriver');
    return this.vehicles.get(vehicleId)!;
  }
  async installDevice(deviceId: number, vehicleId: number) {
    this.record('installDevice');
    this.installed.set(deviceId, vehicleId);
  }
  async removeVehicle(vehicleId: number) {
    this.record('removeVehicle');
    this.vehicles.delete(vehicleId);
  }
  private record(step: StepName): void {
    this.calls.push(step);
    if (this.failAt.has(step)) throw new DomainError(ErrorCode.VEHICLE_HAS_DEVICE, `${step} refused`);
  }
}

const body = (extra: Record<string, unknown> = {}) =>
  validate(VehicleSetupBodySchema, {
    vehicle: { displayName: 'Van', defaultTripType: 'BUSINESS', benefitType: 'WORK', permittedDrivers: [7] },
    deviceId: 5,
    vehicleService: { oil: { name: 'Oil', serviceAfterKm: 15000, latestServiceTsMs: 1_700_000_000_000 } },
    currentDriver: 7,
    ...extra,
  });

describe('VehicleSetupService', () => {
  const service = new VehicleSetupService();
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('creates, adds the entries, checks the driver in and installs the device last', async () => {
    const steps = new FakeSteps();
    const vehicle = await service.setup(steps, ORG, body());
    expect(steps.calls).toEqual([
      'getUser',
      'getDevice',
      'createVehicle',
      'updateVehicle',
      'setCurrentDriver',
      'installDevice',
    ]);
    expect(steps.installed.get(5)).toBe(vehicle.id);
    expect(vehicle.organizationId).toBe(ORG);
  });

  it.each<StepName>(['updateVehicle', 'setCurrentDriver', 'installDevice'])(
    'removes the new vehicle again when %s fails, and answers with that failure',
    async (step) => {
      const steps = new FakeSteps();
      steps.failAt.add(step);
      await expect(service.setup(steps, ORG, body())).rejects.toMatchObject({ code: ErrorCode.VEHICLE_HAS_DEVICE });
      expect(steps.vehicles.size).toBe(0);
      expect(steps.installed.size).toBe(0);
      expect(steps.calls.at(-1)).toBe('removeVehicle');
    },
  );

  it.each([
    ['a retired device', { retired: true }, ErrorCode.DEVICE_RETIRED],
    ['an installed device', { installedVehicle: { id: 1 } }, ErrorCode.DEVICE_ALREADY_INSTALLED],
    [
      'a device of another organisation',
      { organizationId: { organizationId: 4 } },
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
    ],
    ['a device of no organisation', { organizationId: undefined }, ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE],
  ])('refuses %s before writing anything', async (_what, device, code) => {
    const steps = new FakeSteps();
    steps.device = devicesV1.Device.fromPartial({ ...steps.device, ...device });
    await expect(service.setup(steps, ORG, body())).rejects.toMatchObject({ code });
    expect(steps.calls).toEqual(['getUser', 'getDevice']);
  });

  it('refuses a checked-in driver the closed vehicle does not permit before writing anything', async () => {
    const steps = new FakeSteps();
    await expect(service.setup(steps, ORG, body({ currentDriver: 8 }))).rejects.toMatchObject({
      code: ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE,
    });
    expect(steps.calls).toEqual([]);
  });

  it.each([
    ['of another organisation', { organizationId: 4 }, ErrorCode.DIFFERENT_ORGANIZATIONS_USER],
    ['archived', { isArchived: true }, ErrorCode.USER_ARCHIVED],
  ])('refuses a driver %s before writing anything', async (_what, user, code) => {
    const steps = new FakeSteps();
    steps.user = authV1.User.fromPartial({ ...steps.user, ...user });
    await expect(service.setup(steps, ORG, body())).rejects.toMatchObject({ code });
    expect(steps.calls).toEqual(['getUser']);
  });

  it('takes any active driver of the organisation on a pool vehicle, and skips the steps nobody asked for', async () => {
    const steps = new FakeSteps();
    const pool = { displayName: 'Pool', defaultTripType: 'BUSINESS', benefitType: 'POOL' };
    await service.setup(steps, ORG, validate(VehicleSetupBodySchema, { vehicle: pool, currentDriver: 8 }));
    expect(steps.calls).toEqual(['getUser', 'createVehicle', 'setCurrentDriver']);
  });

  it('reports a vehicle it could not remove and still answers with the original failure', async () => {
    const steps = new FakeSteps();
    steps.failAt.add('installDevice').add('removeVehicle');
    await expect(service.setup(steps, ORG, body())).rejects.toThrow('installDevice refused');
    expect(Logger.prototype.error).toHaveBeenCalledWith(
      expect.objectContaining({ leftBehind: expect.stringMatching(/^vehicle \d+$/) }),
      expect.any(String),
    );
  });
});
