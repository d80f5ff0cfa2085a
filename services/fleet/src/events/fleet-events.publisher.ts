import { type fleetV1, TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';

/** The part of the messaging lib this service publishes with (KafkaMessaging satisfies it). */
export interface EventPublisher {
  publish<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<unknown>;
}

export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');

/**
 * VehicleChanged on the compacted topic fleet.vehicles.v1, keyed by vehicle id, with the vehicle's full state.
 * Called after the transaction committed, so consumers never see a change that was rolled back. A failed publish
 * is logged, not thrown: the change is committed and the next change of the vehicle carries its full state again.
 */
@Injectable()
export class FleetEventsPublisher {
  private readonly logger = new Logger(FleetEventsPublisher.name);

  constructor(@Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher) {}

  async vehicleChanged(vehicle: fleetV1.Vehicle, deleted = false): Promise<void> {
    // canToggleDefaultTripType describes the caller of the request, not the vehicle.
    // Interim version (the change time) until the outbox change path raises a per-vehicle counter.
    const changedTsMs = Date.now();
    const message = {
      vehicle: { ...vehicle, canToggleDefaultTripType: false },
      deleted,
      changedTsMs,
      version: changedTsMs,
    };
    try {
      await this.publisher.publish(TOPICS.fleetVehicles, String(vehicle.id), message);
    } catch (err) {
      this.logger.error({ err, msg: 'event publish failed', topic: TOPICS.fleetVehicles.name, key: vehicle.id });
    }
  }
}
