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
    const changed = await this.em.transactional(async () => {
      const vehicles = await work();
      await this.em.flush();
      return vehicles;
    });
    const messages = await this.views.build(caller, changed);
    await Promise.all(messages.map((message) => this.events.vehicleChanged(message, options.deleted === true)));
    return messages;
  }

  async commitOne(caller: Caller, work: () => Promise<VehicleEntity>): Promise<fleetV1.Vehicle> {
    return (await this.commit(caller, async () => [await work()]))[0];
  }
}
