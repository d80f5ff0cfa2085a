import { Inject, Injectable } from '@nestjs/common';
import { hidesPrivateTrip, ServiceKey } from '@fleetlog/access';
import type { devicesV1 } from '@fleetlog/contracts';
import { callGrpc } from '@fleetlog/grpc';

import { JournalGrpcClient } from '../journal-client/journal-grpc.client';

/** Packets received this long after their first record still have their records' span looked up, no longer. */
const LOOKUP_MAX_MS = 40 * 24 * 3_600_000;
const LOOKUP_TIMEOUT_MS = 10_000;

/**
 * The raw packets a viewer may not see (spec 02 §5): a packet's records lie between its first record and its receipt,
 * and their positions tell where the car went, so a packet whose span overlaps another driver's private trip is the
 * trip's driver's alone, as the trip's route is. The trips come from the journal (LatestTripService, the internal
 * service key: the spans are never handed out), the rule is the platform's one (`hidesPrivateTrip`).
 */
@Injectable()
export class PrivatePackets {
  constructor(
    private readonly journal: JournalGrpcClient,
    @Inject(ServiceKey) private readonly serviceKey: ServiceKey,
  ) {}

  async withheld(
    imei: string,
    packets: readonly devicesV1.AvlPacket[],
    viewerUserId: number,
  ): Promise<Set<devicesV1.AvlPacket>> {
    if (packets.length === 0) return new Set();
    const fromMs = Math.min(...packets.map((packet) => Number(packet.firstRecordTsMs)));
    const lastMs = Math.max(...packets.map((packet) => Number(packet.receivedTsMs)));
    const toMs = Math.min(Math.max(lastMs, fromMs) + 1, fromMs + LOOKUP_MAX_MS);
    const { spans } = await callGrpc(
      () =>
        this.journal.latestTrips.listPrivateTripSpans(
          { imei, fromTsMs: fromMs, toTsMs: toMs },
          this.serviceKey.metadata(),
        ),
      { timeoutMs: LOOKUP_TIMEOUT_MS },
    );
    const hidden = (spans ?? []).filter((span) => hidesPrivateTrip(viewerUserId, span));
    return new Set(
      packets.filter((packet) =>
        hidden.some(
          (span) =>
            Number(packet.firstRecordTsMs) <= (Number(span.stopTsMs) || Number.MAX_SAFE_INTEGER) &&
            Number(packet.receivedTsMs) >= Number(span.startTsMs),
        ),
      ),
    );
  }
}
