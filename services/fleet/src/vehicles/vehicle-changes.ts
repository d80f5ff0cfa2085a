import type { fleetV1 } from '@fleetlog/contracts';
import { claimVersion } from '@fleetlog/messaging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { FleetEventsPublisher } from '../events/fleet-events.publisher';
import { VehicleViews } from './vehicle-views';
import type { VehicleEntity } from './vehicle.entity';

/** The consumed event a platform-wide write applies: its topic, key and per-key version. */
export interface ConsumedVersion {
  stream: string;
  key: string;
  version: number;
}

type Build = (vehicles: readonly VehicleEntity[]) => Promise<fleetV1.Vehicle[]>;

/**
 * Every write: one transaction that also raises each changed vehicle's version and records its full state on
 * fleet.vehicles.v1 in the outbox, so the topic follows every committed change (and none that rolled back).
 */
@Injectable()
export class VehicleChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly views: VehicleViews,
    private readonly events: FleetEventsPublisher,
  ) {}

  async commit(
    caller: Caller,
    work: () => Promise<VehicleEntity[]>,
    options: { deleted?: boolean } = {},
  ): Promise<fleetV1.Vehicle[]> {
    return this.transaction(work, (vehicles) => this.views.build(caller, vehicles), options.deleted === true);
  }

  /**
   * A write no caller made (a consumer's): the same transaction and events, with the driver names it knows. With a
   * `source`, the consumed event's per-key version is claimed in the same transaction: a replay of a version already
   * applied (or older) changes nothing.
   */
  async commitPlatformWide(
    work: () => Promise<VehicleEntity[]>,
    names: ReadonlyMap<number, string>,
    source?: ConsumedVersion,
  ): Promise<fleetV1.Vehicle[]> {
    const guarded = async () =>
      source && !(await claimVersion(this.em, source.stream, source.key, source.version)) ? [] : work();
    return this.transaction(guarded, (vehicles) => this.views.buildPlatformWide(vehicles, names), false);
  }

  async commitOne(caller: Caller, work: () => Promise<VehicleEntity>): Promise<fleetV1.Vehicle> {
    return (await this.commit(caller, async () => [await work()]))[0];
  }

  private transaction(
    work: () => Promise<VehicleEntity[]>,
    build: Build,
    deleted: boolean,
  ): Promise<fleetV1.Vehicle[]> {
    return this.em.transactional(async () => {
      const vehicles = await work();
      await this.em.flush();
      if (vehicles.length === 0) return [];
      await this.events.raiseVersions(this.em, vehicles);
      const messages = await build(vehicles);
      const versions = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.version]));
      for (const message of messages) {
        await this.events.vehicleChanged(this.em, message, versions.get(message.id) ?? 0, deleted);
      }
      return messages;
    });
  }
}
