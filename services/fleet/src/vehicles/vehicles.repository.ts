import { BaseRepository, PlainSql } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../access/scope-filter';
import { FLEET_SCHEMA } from '../config';
import { VehicleDriverEntity } from '../drivers/vehicle-driver.entity';
import type { CalibrationView, InstallationView, VehicleRecord } from './vehicle.mapper';
import { VehicleEntity } from './vehicle.entity';

export interface VehicleListFilter {
  /** Restrict to these organisations (further narrowed by the scope); all of the scope when absent. */
  organizationIds?: readonly number[];
  includeArchived: boolean;
  /** Only vehicles this driver may use: explicitly permitted, or open to every driver of the organisation. */
  permittedDriver?: { userId: number; organizationId: number };
  /** Only these vehicles (one vehicle's view). */
  ids?: readonly number[];
}

/** Everything a Vehicle message shows besides the vehicle's own columns. */
export interface VehicleViewExtras {
  permittedDriverIds: number[];
  installation?: InstallationView;
  latestCalibration?: CalibrationView;
}

export type VehicleViewRecord = VehicleRecord & VehicleViewExtras;

const NOT_DELETED = { deletedAt: null };

@Injectable()
export class VehiclesRepository extends BaseRepository<VehicleEntity> {
  constructor(
    em: EntityManager,
    private readonly plainSql: PlainSql,
  ) {
    super(em);
  }

  findById(scope: OrgScope, id: number): Promise<VehicleEntity | null> {
    return this.em.findOne(VehicleEntity, { $and: [{ id }, NOT_DELETED, scopeFilter(scope, 'organizationId')] });
  }

  findByIds(scope: OrgScope, ids: readonly number[]): Promise<VehicleEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(VehicleEntity, {
      $and: [{ id: { $in: [...ids] } }, NOT_DELETED, scopeFilter(scope, 'organizationId')],
    });
  }

  async list(scope: OrgScope, filter: VehicleListFilter): Promise<VehicleEntity[]> {
    const conditions: object[] = [NOT_DELETED, scopeFilter(scope, 'organizationId')];
    if (filter.organizationIds) conditions.push({ organizationId: { $in: [...filter.organizationIds] } });
    if (!filter.includeArchived) conditions.push({ archived: false });
    if (filter.permittedDriver) {
      const { userId, organizationId } = filter.permittedDriver;
      const permitted = await this.em.find(VehicleDriverEntity, { userId }, { fields: ['vehicle'] });
      conditions.push({ organizationId });
      conditions.push({
        $or: [
          { permitAnyDriver: true },
          { benefitType: 'POOL' },
          { id: { $in: permitted.map((row) => row.vehicle.id) } },
        ],
      });
    }
    return this.em.find(
      VehicleEntity,
      { $and: conditions },
      { orderBy: { registry: 'asc', displayName: 'asc', id: 'asc' } },
    );
  }

  /**
   * The list path in one plain SQL statement: the vehicles with their permitted drivers, current device and latest
   * calibration. A read that changes nothing gains nothing from the unit of work, whose query building and hydration
   * were most of fleet's CPU per request; the rows are plain objects, never managed entities.
   */
  async listViews(scope: OrgScope, filter: VehicleListFilter): Promise<VehicleViewRecord[]> {
    const conditions = ['v.deleted_at is null'];
    const params: unknown[] = [];
    const memberships: [string, readonly number[] | undefined][] = [
      ['v.organization_id', scope.kind === 'orgs' ? scope.organizationIds : undefined],
      ['v.organization_id', filter.organizationIds],
      ['v.id', filter.ids],
    ];
    for (const [column, values] of memberships) {
      if (values === undefined) continue;
      if (values.length === 0) return [];
      conditions.push(`${column} in (?)`);
      params.push([...values]);
    }
    if (!filter.includeArchived) conditions.push('not v.archived');
    if (filter.permittedDriver) {
      conditions.push(
        `v.organization_id = ? and (v.permit_any_driver or v.benefit_type = 'POOL' or exists ` +
          `(select 1 from ${T.drivers} d where d.vehicle_id = v.id and d.user_id = ?))`,
      );
      params.push(filter.permittedDriver.organizationId, filter.permittedDriver.userId);
    }
    const rows = await this.select<VehicleRow & ExtrasRow>(
      `select ${VEHICLE_COLUMNS}, ${EXTRA_COLUMNS} from ${T.vehicles} v ${EXTRA_JOINS}
       where ${conditions.join(' and ')} order by v.registry, v.display_name, v.id`,
      params,
    );
    return rows.map((row) => ({ ...toVehicleRecord(row), ...toExtras(row) }));
  }

  /** The extras of vehicles already loaded (entities of the change paths), in one statement instead of three. */
  async viewExtras(ids: readonly number[]): Promise<Map<number, VehicleViewExtras>> {
    if (ids.length === 0) return new Map();
    const rows = await this.select<ExtrasRow & { id: string }>(
      `select v.id, ${EXTRA_COLUMNS} from ${T.vehicles} v ${EXTRA_JOINS} where v.id in (?)`,
      [[...ids]],
    );
    return new Map(rows.map((row) => [Number(row.id), toExtras(row)]));
  }

  // Inside the caller's transaction when there is one, so a view written in a change path sees that change;
  // otherwise on the plain pool (no query builder, ORM pool or request context: the list's hot path).
  private select<T>(sql: string, params: unknown[]): Promise<T[]> {
    const transaction = this.em.getTransactionContext();
    if (transaction === undefined) return this.plainSql.rows<T>(sql, params);
    return this.em.getConnection().execute<T[]>(sql, params, 'all', transaction);
  }

  /** Registration numbers are unique per country among non-deleted vehicles of every organisation. */
  async registryTaken(isoCountryCode: string, registry: string, exceptId?: number): Promise<boolean> {
    if (registry === '') return false;
    const count = await this.em.count(VehicleEntity, {
      $and: [{ isoCountryCode, registry }, NOT_DELETED, exceptId ? { id: { $ne: exceptId } } : {}],
    });
    return count > 0;
  }

  /** Vehicles in the scope whose default or current driver is one of the users. */
  withDriverRole(scope: OrgScope, userIds: readonly number[]): Promise<VehicleEntity[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.em.find(VehicleEntity, {
      $and: [
        NOT_DELETED,
        scopeFilter(scope, 'organizationId'),
        { $or: [{ defaultDriverId: { $in: [...userIds] } }, { currentDriverId: { $in: [...userIds] } }] },
      ],
    });
  }
}

const T = {
  vehicles: `"${FLEET_SCHEMA}"."vehicles"`,
  drivers: `"${FLEET_SCHEMA}"."vehicle_drivers"`,
  installations: `"${FLEET_SCHEMA}"."vehicle_installations"`,
  calibrations: `"${FLEET_SCHEMA}"."odometer_calibrations"`,
};

// Timestamps as epoch milliseconds (the ORM's connection hands timestamptz over as text).
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

const VEHICLE_COLUMNS = [
  'v.id, v.organization_id, v.registry, v.display_name, v.iso_country_code, v.is_tracker, v.archived, v.retired',
  'v.benefit_type, v.default_trip_type, v.permit_any_driver, v.default_driver_id, v.current_driver_id, v.style',
  'v.battery_percentage, v.latest_response_frequency, v.selected_response_frequency, v.responsetime',
  'v.state_odometer_km, v.fuel1, v.fuel2, v.consumption1, v.consumption2, v.proportion1, v.co2_g_km1, v.co2_g_km2',
  'v.co2_g_km_override, v.fuel_l_km_override, v.hybrid, v.brand, v.model, v.model_year, v.future_device_id',
  'v.toll_exempt, v.toll_class',
  `v.service_entries, ${epochMs('v.archived_at')} as archived_at, ${epochMs('v.last_seen')} as last_seen`,
  `${epochMs('v.last_inspection_at')} as last_inspection_at, ${epochMs('v.next_inspection_at')} as next_inspection_at`,
  `${epochMs('v.created_at')} as created_at`,
].join(', ');

// Permitted drivers in the order they were permitted; the open installation (the latest if several); the latest
// calibration by recording time.
const EXTRA_COLUMNS = [
  `coalesce((select array_agg(d.user_id order by d.id) from ${T.drivers} d where d.vehicle_id = v.id), '{}')` +
    ' as permitted_driver_ids',
  'i.imei as installation_imei, i.device_type as installation_device_type',
  `c.value_km as calibration_value_km, ${epochMs('c.recorded_at')} as calibration_recorded_at`,
  'c.apply_retroactive as calibration_apply_retroactive',
].join(', ');

const EXTRA_JOINS = `
  left join lateral (select imei, device_type from ${T.installations}
    where vehicle_id = v.id and removed_at is null order by installed_at desc limit 1) i on true
  left join lateral (select value_km, recorded_at, apply_retroactive from ${T.calibrations}
    where vehicle_id = v.id order by recorded_at desc, id desc limit 1) c on true`;

type Ms = number | null;
// bigint columns arrive as strings (pg keeps 64-bit integers exact); they are ids well inside 2^53.
type Id = string;

interface VehicleRow {
  id: Id;
  organization_id: Id;
  registry: string;
  display_name: string;
  iso_country_code: string;
  is_tracker: boolean;
  archived: boolean;
  archived_at: Ms;
  retired: boolean;
  benefit_type: VehicleEntity['benefitType'];
  default_trip_type: VehicleEntity['defaultTripType'];
  permit_any_driver: boolean;
  default_driver_id: Id | null;
  current_driver_id: Id | null;
  style: VehicleEntity['style'];
  last_seen: Ms;
  battery_percentage: number | null;
  latest_response_frequency: number;
  selected_response_frequency: number;
  responsetime: Id;
  state_odometer_km: number | null;
  last_inspection_at: Ms;
  next_inspection_at: Ms;
  fuel1: VehicleEntity['fuel1'];
  fuel2: VehicleEntity['fuel2'];
  consumption1: number;
  consumption2: number;
  proportion1: number;
  co2_g_km1: number;
  co2_g_km2: number;
  co2_g_km_override: number | null;
  fuel_l_km_override: number | null;
  hybrid: boolean;
  brand: string;
  model: string;
  model_year: number;
  future_device_id: Id;
  service_entries: VehicleEntity['serviceEntries'];
  toll_exempt: boolean;
  toll_class: VehicleEntity['tollClass'];
  created_at: number;
}

interface ExtrasRow {
  permitted_driver_ids: Id[];
  installation_imei: string | null;
  installation_device_type: string | null;
  calibration_value_km: number | null;
  calibration_recorded_at: Ms;
  calibration_apply_retroactive: boolean | null;
}

const idOrNull = (value: Id | null): number | null => (value === null ? null : Number(value));
const dateOrNull = (value: Ms): Date | null => (value === null ? null : new Date(value));

function toVehicleRecord(row: VehicleRow): VehicleRecord {
  return {
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    registry: row.registry,
    displayName: row.display_name,
    isoCountryCode: row.iso_country_code,
    isTracker: row.is_tracker,
    archived: row.archived,
    archivedAt: dateOrNull(row.archived_at),
    retired: row.retired,
    benefitType: row.benefit_type,
    defaultTripType: row.default_trip_type,
    permitAnyDriver: row.permit_any_driver,
    defaultDriverId: idOrNull(row.default_driver_id),
    currentDriverId: idOrNull(row.current_driver_id),
    style: row.style,
    lastSeen: dateOrNull(row.last_seen),
    batteryPercentage: row.battery_percentage,
    latestResponseFrequency: row.latest_response_frequency,
    selectedResponseFrequency: row.selected_response_frequency,
    responsetime: Number(row.responsetime),
    stateOdometerKm: row.state_odometer_km,
    lastInspectionAt: dateOrNull(row.last_inspection_at),
    nextInspectionAt: dateOrNull(row.next_inspection_at),
    fuel1: row.fuel1,
    fuel2: row.fuel2,
    consumption1: row.consumption1,
    consumption2: row.consumption2,
    proportion1: row.proportion1,
    co2GKm1: row.co2_g_km1,
    co2GKm2: row.co2_g_km2,
    co2GKmOverride: row.co2_g_km_override,
    fuelLKmOverride: row.fuel_l_km_override,
    hybrid: row.hybrid,
    brand: row.brand,
    model: row.model,
    modelYear: row.model_year,
    futureDeviceId: Number(row.future_device_id),
    serviceEntries: row.service_entries,
    tollExempt: row.toll_exempt,
    tollClass: row.toll_class,
    createdAt: new Date(row.created_at),
  };
}

function toExtras(row: ExtrasRow): VehicleViewExtras {
  return {
    permittedDriverIds: row.permitted_driver_ids.map(Number),
    installation:
      row.installation_imei === null
        ? undefined
        : { imei: row.installation_imei, deviceType: row.installation_device_type ?? '' },
    latestCalibration:
      row.calibration_recorded_at === null
        ? undefined
        : {
            valueKm: row.calibration_value_km ?? 0,
            recordedAt: new Date(row.calibration_recorded_at),
            applyRetroactive: row.calibration_apply_retroactive === true,
          },
  };
}
