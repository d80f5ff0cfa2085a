import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { CallerService } from '../access/caller.service';
import { DriverDirectory } from '../drivers/driver-directory';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { checkServiceEntries } from './service-entry-rules';
import { VehicleAccess } from './vehicle-access';
import { VehicleChanges } from './vehicle-changes';
import { assertVehiclePermission } from './vehicle-permissions';
import {
  detailsPatch,
  isRegistryChange,
  normalizeCountryCode,
  normalizeRegistry,
  opensToAllDrivers,
  parseBenefitType,
  parseCategory,
  parseTripType,
  toStyle,
} from './vehicle-rules';
import { VehicleEntity } from './vehicle.entity';
import { VehiclesRepository } from './vehicles.repository';

const unique = (ids: readonly number[]) => [...new Set(ids.filter((id) => id > 0))];

/** Create and update of the vehicle editor (spec 01 §2.6, §3.1, §5). */
@Injectable()
export class VehicleEditorService {
  constructor(
    private readonly vehicles: VehiclesRepository,
    private readonly drivers: VehicleDriversRepository,
    private readonly access: VehicleAccess,
    private readonly changes: VehicleChanges,
    private readonly directory: DriverDirectory,
    private readonly callers: CallerService,
  ) {}

  async create(requester: Caller, request: fleetV1.CreateVehicleRequest): Promise<fleetV1.Vehicle> {
    assertVehiclePermission(requester.principal, 'CREATE');
    const organizationId = request.organizationId || requester.selectedOrganizationId;
    const caller = await this.callers.targeting(requester, organizationId);

    const category = parseCategory(request.category);
    const benefitType = parseBenefitType(request.benefitType, category === 'TRACKER' ? 'TRACKER' : undefined);
    const isTracker = category === 'TRACKER' || benefitType === 'TRACKER';
    const defaultTripType = parseTripType(request.defaultTripType, isTracker ? 'BUSINESS' : undefined);
    const registry = normalizeRegistry(request.registry);
    const isoCountryCode = normalizeCountryCode(request.isoCountryCode);
    const displayName = (request.displayName ?? '').trim();
    if (displayName === '' && (isTracker || registry === '')) {
      throw new DomainError(ErrorCode.MISSING_FIELDS, 'enter alias', { field: 'displayName' });
    }
    const permitAnyDriver = opensToAllDrivers(benefitType, request.permitAnyDriver);
    const permitted = permitAnyDriver ? [] : unique(request.permittedDrivers ?? []);
    const defaultDriverId = request.defaultDriver || null;
    assertDefaultDriverPermitted(defaultDriverId, permitAnyDriver, permitted);
    await this.directory.assertUsersOfOrganization(caller, organizationId, [
      ...permitted,
      ...(defaultDriverId ? [defaultDriverId] : []),
    ]);
    const details = detailsPatch(request.details);

    return this.changes.commitOne(caller, async () => {
      await this.assertRegistryFree(isoCountryCode, registry);
      const vehicle = Object.assign(new VehicleEntity(), {
        organizationId,
        registry,
        displayName,
        isoCountryCode,
        isTracker,
        benefitType,
        defaultTripType,
        permitAnyDriver,
        defaultDriverId,
        style: toStyle(request.style),
        ...details,
      });
      this.vehicles.persist(vehicle);
      await this.flushUnique();
      for (const userId of permitted) this.drivers.add(vehicle, userId);
      return vehicle;
    });
  }

  async update(caller: Caller, request: fleetV1.UpdateVehicleRequest): Promise<fleetV1.Vehicle> {
    const { vehicle, permittedDriverIds } = await this.access.loadFor(caller, request.id, 'UPDATE');

    const registry = request.registry === undefined ? vehicle.registry : normalizeRegistry(request.registry);
    if (isRegistryChange(vehicle.registry, registry)) assertVehiclePermission(caller.principal, 'CHANGE_REGISTRY');
    const isoCountryCode =
      request.isoCountryCode === undefined ? vehicle.isoCountryCode : normalizeCountryCode(request.isoCountryCode);
    const displayName = request.displayName === undefined ? vehicle.displayName : request.displayName.trim();
    if (displayName === '' && (vehicle.isTracker || registry === '')) {
      throw new DomainError(ErrorCode.MISSING_FIELDS, 'enter alias', { field: 'displayName' });
    }
    const benefitType = request.benefitType === undefined ? vehicle.benefitType : parseBenefitType(request.benefitType);
    const defaultTripType =
      request.defaultTripType === undefined ? vehicle.defaultTripType : parseTripType(request.defaultTripType);
    const permitAnyDriver = opensToAllDrivers(benefitType, request.permitAnyDriver ?? vehicle.permitAnyDriver);
    const requestedPermitted = request.permittedDrivers
      ? unique(request.permittedDrivers.values ?? [])
      : permittedDriverIds;
    const permitted = permitAnyDriver ? [] : requestedPermitted;
    const stillPermitted = (userId: number | null) =>
      userId !== null && (permitAnyDriver || permitted.includes(userId)) ? userId : null;
    let defaultDriverId: number | null;
    if (request.defaultDriver === undefined) {
      // Losing the permission also ends being the default driver.
      defaultDriverId = stillPermitted(vehicle.defaultDriverId);
    } else {
      defaultDriverId = request.defaultDriver || null;
      assertDefaultDriverPermitted(defaultDriverId, permitAnyDriver, permitted);
    }
    const added = permitted.filter((id) => !permittedDriverIds.includes(id));
    await this.directory.assertUsersOfOrganization(caller, vehicle.organizationId, [
      ...added,
      ...(request.defaultDriver ? [request.defaultDriver] : []),
    ]);
    const details = detailsPatch(request.details);
    const serviceEntries = request.settings ? checkServiceEntries(request.settings) : vehicle.serviceEntries;

    return this.changes.commitOne(caller, async () => {
      if (registry !== vehicle.registry || isoCountryCode !== vehicle.isoCountryCode) {
        await this.assertRegistryFree(isoCountryCode, registry, vehicle.id);
      }
      Object.assign(vehicle, {
        registry,
        isoCountryCode,
        displayName,
        benefitType,
        defaultTripType,
        permitAnyDriver,
        defaultDriverId,
        currentDriverId: stillPermitted(vehicle.currentDriverId),
        serviceEntries,
        ...(request.style ? { style: toStyle(request.style) } : {}),
        ...details,
      });
      if (!sameMembers(permitted, permittedDriverIds)) await this.drivers.replace(vehicle, permitted);
      await this.flushUnique();
      return vehicle;
    });
  }

  private async assertRegistryFree(isoCountryCode: string, registry: string, exceptId?: number): Promise<void> {
    if (await this.vehicles.registryTaken(isoCountryCode, registry, exceptId)) {
      throw new DomainError(ErrorCode.REGISTRY_ALREADY_EXISTS, `registry ${registry} already exists`);
    }
  }

  // Two concurrent creates of one registration number both pass the check; the unique index decides.
  private async flushUnique(): Promise<void> {
    try {
      await this.vehicles.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(ErrorCode.REGISTRY_ALREADY_EXISTS, 'registry already exists');
      }
      throw error;
    }
  }
}

function assertDefaultDriverPermitted(
  defaultDriverId: number | null,
  permitAnyDriver: boolean,
  permitted: number[],
): void {
  if (defaultDriverId !== null && !permitAnyDriver && !permitted.includes(defaultDriverId)) {
    throw new DomainError(ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE, 'the default driver must be a permitted driver', {
      field: 'defaultDriver',
    });
  }
}

function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
