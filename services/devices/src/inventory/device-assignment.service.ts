import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { CallerService } from '../access/caller.service';
import { inSameFamilyTree } from '../access/family-tree';
import { PLATFORM_WIDE } from '../database/scope-filter';
import { DeviceEventsPublisher } from '../events/device-events.publisher';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import { InstallationCommandsService } from '../installations/installation-commands.service';
import { InstallationsRepository } from '../installations/installations.repository';
import { InstallationsService } from '../installations/installations.service';
import type { DeviceEntity } from './device.entity';
import { DeviceLookupService } from './device-lookup.service';
import { DevicesRepository } from './devices.repository';

/** Which organisation a unit belongs to: connecting stock to a customer and moving a unit between customers. */
@Injectable()
export class DeviceAssignmentService {
  constructor(
    private readonly lookup: DeviceLookupService,
    private readonly devices: DevicesRepository,
    private readonly installations: InstallationsRepository,
    private readonly futurePlans: FutureDevicesRepository,
    private readonly commands: InstallationCommandsService,
    private readonly transactions: InstallationsService,
    private readonly callers: CallerService,
    private readonly em: EntityManager,
    private readonly deviceEvents: DeviceEventsPublisher,
  ) {}

  /**
   * Connect (spec 03 "Superadmin device flows"): link a unit of the stock (or already of this organisation) to the
   * organisation, optionally installing it into one of its vehicles. A unit of another customer goes through
   * change organisation instead (DIFFERENT_ORGANIZATIONS_DEVICE), so the family-tree warning cannot be bypassed.
   */
  async connect(requester: Caller, request: devicesV1.ConnectDeviceRequest): Promise<DeviceEntity> {
    const device = await this.lookup.load(requester, request.deviceId);
    const organizationId = request.organizationId;
    const caller = await this.callers.targeting(requester, organizationId);
    if (device.retired) throw new DomainError(ErrorCode.DEVICE_RETIRED, 'the device is retired');
    if (device.organizationId !== null && device.organizationId !== organizationId) {
      throw new DomainError(
        ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
        'the device belongs to another organization; change its organization instead',
      );
    }
    const changed = device.organizationId !== organizationId;
    // Inside the install's transaction: the organisation and its DeviceChanged commit with the installation.
    const assign = async () => {
      if (!changed) return;
      device.organizationId = organizationId;
      await this.devices.flush();
      await this.deviceEvents.deviceChanged(this.em, device);
    };
    if (request.vehicleId !== undefined && request.vehicleId > 0) {
      return this.commands.installInto(caller, device, request.vehicleId, assign);
    }
    return this.transactions.transaction(async () => {
      await assign();
      return device;
    });
  }

  /**
   * Change organisation: the target must exist; outside the current organisation's family tree the caller must
   * have acknowledged the warning (MISSING_CLEARANCE, details.reason=FAMILY_TREE). Ends any installation
   * (ORGANIZATION_CHANGED) and drops plans that used the unit.
   */
  async changeOrganization(
    requester: Caller,
    request: devicesV1.ChangeDeviceOrganizationRequest,
  ): Promise<DeviceEntity> {
    const device = await this.lookup.load(requester, request.deviceId);
    const target = request.organizationId;
    const caller = await this.callers.targeting(requester, target);
    const current = device.organizationId;
    if (current === target) return device;
    if (current !== null && !inSameFamilyTree(caller.tree, current, target) && !request.familyWarningAcknowledged) {
      throw new DomainError(
        ErrorCode.MISSING_CLEARANCE,
        'the target organization is outside the family tree; acknowledge the warning',
        { reason: 'FAMILY_TREE' },
      );
    }
    return this.transactions.transaction(async (changes) => {
      const open = await this.installations.openForDevice(PLATFORM_WIDE, device.id);
      if (open) await changes.end(open, 'ORGANIZATION_CHANGED');
      await this.futurePlans.removeWhere(PLATFORM_WIDE, { deviceId: device.id });
      device.organizationId = target;
      await this.devices.flush();
      await this.deviceEvents.deviceChanged(this.em, device);
      return device;
    });
  }
}
