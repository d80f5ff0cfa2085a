import { Delete, Post, Put } from '@nestjs/common';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { Endpoint, SuperadminController, ValidBody } from '../common/endpoint';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import { toJournalEntryJson } from './journal.controller';
import {
  type JournalEntryJson,
  JournalEntrySchema,
  type DeletedHistoryJson,
  DeletedHistorySchema,
  type MovedTripsJson,
  MovedTripsSchema,
  type MoveTripBody,
  MoveTripBodySchema,
  type MoveTripsBody,
  MoveTripsBodySchema,
  type NewTripBody,
  NewTripBodySchema,
} from './journal.schemas';

/**
 * The superadmin's trip tools (spec 02 §2.4, §6, §7 "Admin"): create, move and delete trips. ROOT only, here and in
 * the journal service; every change goes out as the trip's event.
 */
@SuperadminController('journal', 'api/admin')
export class TripAdminController {
  constructor(
    private readonly journal: JournalGrpcClient,
    private readonly devices: DevicesGrpcClient,
  ) {}

  @Post('trip')
  @Endpoint('Enter a trip by hand (the New trip form of spec 02 §3)', {
    body: NewTripBodySchema,
    created: JournalEntrySchema,
    errors: [404],
  })
  async create(@ValidBody() body: NewTripBody, @Caller() caller: CallerContext): Promise<JournalEntryJson> {
    const entry = await this.journal.call(caller, (md) =>
      this.journal.journal.createTrip(
        {
          vehicleId: body.vehicleId,
          imei: body.imei,
          userId: body.userId ?? 0,
          timestampStartMs: body.timestampStartMs,
          timestampStopMs: body.timestampStopMs,
          tripOdometerMax: body.tripOdometerMax,
          startLat: body.startLat,
          startLon: body.startLon,
          stopLat: body.stopLat,
          stopLon: body.stopLon,
          startAddress: body.startAddress ?? '',
          stopAddress: body.stopAddress ?? '',
          description: body.description ?? '',
          purpose: body.purpose,
        },
        md,
      ),
    );
    return toJournalEntryJson(entry);
  }

  @Delete('trip/:id')
  @Endpoint('Delete a trip (a merged entry with its trips); an attested trip stays', {
    id: 'Journal (trip) id',
    ok: JournalEntrySchema,
    errors: [404],
  })
  async delete(@IdParam() id: number, @Caller() caller: CallerContext): Promise<JournalEntryJson> {
    return toJournalEntryJson(
      await this.journal.call(caller, (md) => this.journal.journal.deleteTrip({ journalId: id }, md)),
    );
  }

  @Put('move-trip/single/:id')
  @Endpoint('Move a trip to another vehicle (its organisation) and driver', {
    id: 'Journal (trip) id',
    body: MoveTripBodySchema,
    ok: JournalEntrySchema,
    errors: [404],
  })
  async moveOne(
    @IdParam() id: number,
    @ValidBody() body: MoveTripBody,
    @Caller() caller: CallerContext,
  ): Promise<JournalEntryJson> {
    const entry = await this.journal.call(caller, (md) =>
      this.journal.journal.moveTrip({ journalId: id, vehicleId: body.vehicleId, driverId: body.driverId ?? 0 }, md),
    );
    return toJournalEntryJson(entry);
  }

  @Post('move-trips')
  @Endpoint("Move the source vehicle's trips that end inside the interval, all or none (MOVE_TRIPS_FAILED)", {
    body: MoveTripsBodySchema,
    created: MovedTripsSchema,
    errors: [404],
  })
  async moveMany(@ValidBody() body: MoveTripsBody, @Caller() caller: CallerContext): Promise<MovedTripsJson> {
    const { entries } = await this.journal.call(caller, (md) =>
      this.journal.journal.moveTrips(
        {
          fromTsMs: body.fromTsMs,
          toTsMs: body.toTsMs,
          sourceVehicleId: body.sourceVehicleId,
          targetVehicleId: body.targetVehicleId,
          targetDriverId: body.targetDriverId ?? 0,
        },
        md,
      ),
    );
    return { moved: (entries ?? []).map(toJournalEntryJson) };
  }

  @Delete('vehicles/:id/history')
  @Endpoint("Delete a vehicle's history: its trips (journal) and the positions its devices recorded in it (devices)", {
    id: 'Vehicle id',
    ok: DeletedHistorySchema,
    errors: [404],
  })
  async deleteHistory(@IdParam() vehicleId: number, @Caller() caller: CallerContext): Promise<DeletedHistoryJson> {
    // Trips first: a trip is never left without the positions it came from being asked for too. Both steps can be
    // repeated; a repeat after a failure finishes the other half.
    const trips = await this.journal.call(caller, (md) => this.journal.journal.deleteVehicleTrips({ vehicleId }, md));
    const positions = await this.devices.call(caller, (md) =>
      this.devices.positions.deleteVehiclePositions({ vehicleId }, md),
    );
    return { deletedTrips: trips.deleted, deletedPositions: Number(positions.deleted) };
  }
}
