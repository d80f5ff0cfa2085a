import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { PLATFORM_WIDE, translateUniqueViolation } from '../database/scope-filter';
import { InstallationsRepository } from '../installations/installations.repository';
import { DevicesRepository } from '../inventory/devices.repository';
import { VehicleTargetsService } from '../vehicles/vehicle-targets.service';
import { FutureDeviceEntity } from './future-device.entity';
import { assertPlannable, parsePlanImei } from './future-device-rules';
import { FutureDevicesRepository } from './future-devices.repository';

function toMessage(plan: FutureDeviceEntity, imei: string): devicesV1.FutureDevice {
  return { vehicleId: plan.vehicleId, deviceId: plan.deviceId, imei, plannedTsMs: plan.plannedAt.getTime() };
}

/** Planned device replacements of the superadmin vehicles screen (POST/DELETE/GET /admin/future-device). */
@Injectable()
export class FutureDevicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly plans: FutureDevicesRepository,
    private readonly devices: DevicesRepository,
    private readonly installations: InstallationsRepository,
    private readonly targets: VehicleTargetsService,
  ) {}

  /** One plan per vehicle: planning again for the same vehicle replaces its plan. */
  async plan(caller: Caller, request: devicesV1.FutureDeviceRequest): Promise<devicesV1.FutureDevice> {
    const { side: vehicle } = await this.targets.resolve(caller, request.vehicleId);
    try {
      return await this.em.transactional(async () => {
        const device =
          request.deviceId !== undefined && request.deviceId > 0
            ? await this.devices.findById(caller.scope, request.deviceId)
            : await this.devices.findByImei(caller.scope, parsePlanImei(request.imei));
        const current = await this.installations.openForVehicle(PLATFORM_WIDE, vehicle.id);
        const deviceOpen = device ? await this.installations.openForDevice(PLATFORM_WIDE, device.id) : null;
        const devicePlan = device ? await this.plans.findByDevice(PLATFORM_WIDE, device.id) : null;
        assertPlannable({
          device,
          vehicle,
          currentDeviceId: current?.deviceId ?? null,
          deviceInstalledInVehicleId: deviceOpen?.vehicleId ?? null,
          devicePlannedForVehicleId: devicePlan?.vehicleId ?? null,
        });
        const existing = await this.plans.findByVehicle(PLATFORM_WIDE, vehicle.id);
        if (existing) {
          this.plans.remove(existing);
          await this.em.flush();
        }
        const plan = Object.assign(new FutureDeviceEntity(), {
          vehicleId: vehicle.id,
          deviceId: device!.id,
          organizationId: vehicle.organizationId,
          plannedAt: new Date(),
        });
        this.plans.persist(plan);
        await this.em.flush();
        return toMessage(plan, device!.imei);
      });
    } catch (error) {
      translateUniqueViolation(error);
    }
  }

  async cancel(caller: Caller, vehicleId: number): Promise<void> {
    const plan = await this.plans.findByVehicle(caller.scope, vehicleId);
    if (!plan) throw new DomainError(ErrorCode.NOT_FOUND, `no planned device for vehicle ${vehicleId}`);
    this.plans.remove(plan);
    await this.em.flush();
  }

  async list(caller: Caller): Promise<devicesV1.FutureDevices> {
    const plans = await this.plans.list(caller.scope);
    const devices = await this.devices.findByIds(
      PLATFORM_WIDE,
      plans.map((plan) => plan.deviceId),
    );
    const imeis = new Map(devices.map((device) => [device.id, device.imei]));
    return { futureDevices: plans.map((plan) => toMessage(plan, imeis.get(plan.deviceId) ?? '')) };
  }
}
