import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, isSuperadmin } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { CallerService, subtreeOf } from '../access/caller.service';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { InstallationsRepository } from '../installations/installations.repository';
import { OdometerCalibrationsRepository } from '../odometer/odometer-calibrations.repository';
import { checkResponseFrequency } from './frequency-rules';
import { VehicleAccess } from './vehicle-access';
import { VehicleChanges } from './vehicle-changes';
import { assertVehiclePermission } from './vehicle-permissions';
import { normalizeCountryCode } from './vehicle-rules';
import { VehicleViews } from './vehicle-views';
import { toVehicleSimple } from './vehicle.mapper';
import type { VehicleEntity } from './vehicle.entity';
import { type VehicleListFilter, VehiclesRepository } from './vehicles.repository';

/** How long after its creation a vehicle may still be discarded by the undo of a failed multi-step creation. */
export const DISCARD_WINDOW_MS = 10 * 60_000;

/** Reads and the lifecycle of vehicles and trackers (spec 01 §2.5, §2.7, §4.2). */
@Injectable()
export class VehiclesService {
  constructor(
    private readonly vehicles: VehiclesRepository,
    private readonly drivers: VehicleDriversRepository,
    private readonly access: VehicleAccess,
    private readonly views: VehicleViews,
    private readonly changes: VehicleChanges,
    private readonly installations: InstallationsRepository,
    private readonly calibrations: OdometerCalibrationsRepository,
    private readonly callers: CallerService,
  ) {}

  /** The vehicles the caller may see, as entities (for work that changes them); see `listFilter`. */
  async listEntities(caller: Caller, options: ListOptionsInput): Promise<VehicleEntity[]> {
    return this.vehicles.list(caller.scope, listFilter(caller, options));
  }

  /** The list path reads plain rows with their extras in one statement (no entities: nothing is changed). */
  async list(caller: Caller, options: ListOptionsInput): Promise<fleetV1.Vehicles> {
    const records = await this.vehicles.listViews(caller.scope, listFilter(caller, options));
    return { vehicles: await this.views.buildRecords(caller, records) };
  }

  /** The short form from the list path's plain rows too (hydrating entities cost fleet half again the CPU). */
  async listSimple(caller: Caller, options: ListOptionsInput): Promise<fleetV1.VehiclesSimple> {
    return {
      vehicles: (await this.vehicles.listViews(caller.scope, listFilter(caller, options))).map(toVehicleSimple),
    };
  }

  async get(caller: Caller, id: number): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(caller, id, 'READ');
    return this.views.buildOne(caller, vehicle);
  }

  /** Archiving keeps the data and checks the current driver out; devices ends the installation on the event. */
  async setArchived(caller: Caller, id: number, archived: boolean): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(caller, id, archived ? 'ARCHIVE' : 'ACTIVATE');
    return this.changes.commitOne(caller, async () => {
      vehicle.setArchived(archived);
      if (archived) vehicle.currentDriverId = null;
      return vehicle;
    });
  }

  /** ROOT only. A soft delete: the registration number becomes free and the vehicle disappears from every API. */
  async delete(caller: Caller, id: number): Promise<fleetV1.DeleteVehicleResponse> {
    const { vehicle } = await this.access.loadFor(caller, id, 'DELETE');
    return this.softDelete(caller, vehicle);
  }

  /**
   * The undo of a creation that a multi-step request could not finish: the creator's roles may discard the vehicle
   * while it is new and has no history of its own; otherwise only ROOT's delete removes it (ROOT_REQUIRED).
   */
  async discardNew(caller: Caller, id: number, now = new Date()): Promise<fleetV1.DeleteVehicleResponse> {
    const { vehicle } = await this.access.loadFor(caller, id, 'CREATE');
    const isNew = now.getTime() - vehicle.createdAt.getTime() <= DISCARD_WINDOW_MS;
    const [installations, calibrations] = await Promise.all([
      this.installations.historyOf(vehicle),
      this.calibrations.historyOf(vehicle),
    ]);
    if (!isNew || installations.length > 0 || calibrations.length > 0) {
      throw new DomainError(ErrorCode.ROOT_REQUIRED, 'only a new vehicle without history can be discarded');
    }
    return this.softDelete(caller, vehicle);
  }

  private async softDelete(caller: Caller, vehicle: VehicleEntity): Promise<fleetV1.DeleteVehicleResponse> {
    await this.changes.commit(
      caller,
      async () => {
        vehicle.deletedAt = new Date();
        vehicle.defaultDriverId = null;
        vehicle.currentDriverId = null;
        await this.drivers.clear(vehicle);
        return [vehicle];
      },
      { deleted: true },
    );
    return { displayName: vehicle.displayName || vehicle.registry };
  }

  /** Moving to another organisation the caller knows clears permitted, default and current drivers. */
  async changeOrganization(
    requester: Caller,
    request: fleetV1.ChangeVehicleOrganizationRequest,
  ): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(requester, request.id, 'CHANGE_ORGANIZATION');
    if (!request.organizationId) {
      throw new DomainError(ErrorCode.MISSING_FIELDS, 'organizationId required', { field: 'organizationId' });
    }
    const caller = await this.callers.targeting(requester, request.organizationId);
    if (request.organizationId === vehicle.organizationId) return this.views.buildOne(caller, vehicle);
    return this.changes.commitOne(caller, async () => {
      vehicle.organizationId = request.organizationId;
      vehicle.defaultDriverId = null;
      vehicle.currentDriverId = null;
      await this.drivers.clear(vehicle);
      return vehicle;
    });
  }

  async toggleDefaultTripType(caller: Caller, id: number): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(caller, id, 'TOGGLE_TRIP_TYPE');
    return this.changes.commitOne(caller, async () => {
      vehicle.defaultTripType = vehicle.defaultTripType === 'PRIVATE' ? 'BUSINESS' : 'PRIVATE';
      return vehicle;
    });
  }

  async setResponseFrequency(caller: Caller, request: fleetV1.SetResponseFrequencyRequest): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(caller, request.id, 'SET_FREQUENCY');
    const hours = checkResponseFrequency(request.hours, request.batteryWarningAcknowledged);
    return this.changes.commitOne(caller, async () => {
      // Stored as selected; the gateway sends it to the device and reports the latest frequency (a later issue).
      vehicle.selectedResponseFrequency = hours;
      return vehicle;
    });
  }

  async resetFuelCo2(caller: Caller, id: number): Promise<fleetV1.Vehicle> {
    const { vehicle } = await this.access.loadFor(caller, id, 'RESET_FUEL');
    return this.changes.commitOne(caller, async () => {
      Object.assign(vehicle, {
        fuel1: null,
        fuel2: null,
        consumption1: 0,
        consumption2: 0,
        proportion1: 100,
        co2GKm1: 0,
        co2GKm2: 0,
        co2GKmOverride: null,
        fuelLKmOverride: null,
      });
      return vehicle;
    });
  }

  async setCountryFlag(caller: Caller, request: fleetV1.SetCountryFlagRequest): Promise<fleetV1.Vehicles> {
    assertVehiclePermission(caller.principal, 'SET_FLAG');
    const isoCountryCode = normalizeCountryCode(request.isoCountryCode);
    const ids = [...new Set(request.vehicleIds ?? [])];
    if (ids.length === 0)
      throw new DomainError(ErrorCode.MISSING_FIELDS, 'vehicleIds required', { field: 'vehicleIds' });
    const loaded: VehicleEntity[] = [];
    for (const id of ids) loaded.push((await this.access.loadFor(caller, id, 'SET_FLAG')).vehicle);
    const vehicles = await this.changes.commit(caller, async () => {
      for (const vehicle of loaded) {
        if (vehicle.isoCountryCode === isoCountryCode) continue;
        if (await this.vehicles.registryTaken(isoCountryCode, vehicle.registry, vehicle.id)) {
          throw new DomainError(ErrorCode.REGISTRY_ALREADY_EXISTS, `registry ${vehicle.registry} already exists`);
        }
        vehicle.isoCountryCode = isoCountryCode;
      }
      return loaded;
    });
    return { vehicles };
  }
}

type ListOptionsInput = { showArchived?: boolean };

/**
 * Admins: the selected organisation and its descendants (a superadmin without a selection: every organisation).
 * Drivers: the vehicles they may use in their own organisation (permitted or pool).
 */
function listFilter(caller: Caller, options: ListOptionsInput): VehicleListFilter {
  const includeArchived = caller.showArchived || options.showArchived === true;
  const { principal } = caller;
  if (!isAdmin(principal)) {
    return {
      includeArchived,
      permittedDriver: { userId: principal.userId, organizationId: principal.organizationId },
    };
  }
  const everything = isSuperadmin(principal) && !caller.organizationSelected;
  return {
    includeArchived,
    organizationIds: everything ? undefined : subtreeOf(caller.organizations, caller.selectedOrganizationId),
  };
}
