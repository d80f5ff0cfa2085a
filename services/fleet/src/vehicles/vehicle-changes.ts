import type { fleetV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { FleetEventsPublisher } from '../events/fleet-events.publisher';
import { VehicleViews } from './vehicle-views';
import type { VehicleEntity } from './vehicle.entity';

/** Every write: one transaction, then (after commit) the full state of each changed vehicle on fleet.vehicles.v1. */
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
    const changed = await this.transaction(work);
    const messages = await this.views.build(caller, changed);
    await this.publish(messages, options.deleted === true);
    return messages;
  }

  /** A write no caller made (a consumer's): the same transaction and events, with the driver names it knows. */
  async commitPlatformWide(
    work: () => Promise<VehicleEntity[]>,
    names: ReadonlyMap<number, string>,
  ): Promise<fleetV1.Vehicle[]> {
    const changed = await this.transaction(work);
    const messages = await this.views.buildPlatformWide(changed, names);
    await this.publish(messages, false);
    return messages;
  }

  async commitOne(caller: Caller, work: () => Promise<VehicleEntity>): Promise<fleetV1.Vehicle> {
    return (await this.commit(caller, async () => [await work()]))[0];
  }

  private transaction(work: () => Promise<VehicleEntity[]>): Promise<VehicleEntity[]> {
    return this.em.transactional(async () => {
      const vehicles = await work();
      await this.em.flush();
      return vehicles;
    });
  }

  private async publish(messages: readonly fleetV1.Vehicle[], deleted: boolean): Promise<void> {
    await Promise.all(messages.map((message) => this.events.vehicleChanged(message, deleted)));
  }
}
