import { Inject, Injectable } from '@nestjs/common';
import { AccessDirectory } from '@fleetlog/access';
import { type devicesV1, ErrorCode, type journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import type { CallerContext } from '../common/caller';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';

/** Spec 02 §3 "Other", §6: the switches that open the speed log (ROOT needs neither). */
export const USER_SPEED_REPORT_SETTING = 'USER_ALLOWED_SPEED_REPORT';
export const ORG_SPEED_REPORT_SETTING = 'ORG_ALLOWED_SPEED_REPORT';

export interface TripTrack {
  entry: journalV1.JournalEntry;
  points: devicesV1.TrackPoint[];
  thinned: boolean;
}

/**
 * A trip with the positions stored between its start and stop (a merged entry: from its first trip's start to its
 * last trip's stop). The journal decides whether the caller sees the trip at all (GetTrips with the caller's token);
 * another driver's private trip never shows where it went. devices reads the positions of the device that recorded
 * it, held to the caller's organisations on its side too.
 */
@Injectable()
export class TripTrackService {
  constructor(
    private readonly journal: JournalGrpcClient,
    private readonly devices: DevicesGrpcClient,
    private readonly auth: AuthGrpcClient,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
  ) {}

  async track(caller: CallerContext, journalId: number): Promise<TripTrack> {
    const { entry } = await this.journal.tripWithDetails(caller, journalId);
    const vehicleId = entry.vehicle?.vehicleId ?? 0;
    if (entry.imei === '' && vehicleId <= 0) return { entry, points: [], thinned: false };
    try {
      const { points, thinned } = await this.devices.call(caller, (md) =>
        this.devices.positions.tripTrack(
          { imei: entry.imei, vehicleId, fromMs: entry.timestampStartMs, toMs: entry.timestampStopMs },
          md,
        ),
      );
      return { entry, points: points ?? [], thinned };
    } catch (error) {
      // A trip entered by hand may span more than the store reads at once (or stop before it starts): no path.
      if (error instanceof DomainError && error.code === ErrorCode.BAD_TIMESTAMP) {
        return { entry, points: [], thinned: false };
      }
      throw error;
    }
  }

  /** Spec 02 §6 "Speed log": ROOT always; others when their user or their organisation has the switch on. */
  async speedLogAllowed(caller: CallerContext): Promise<boolean> {
    const { principal } = caller;
    if (principal.roles.includes('ROOT')) return true;
    const organization = this.directory.organizations.get(principal.organizationId);
    if (organization?.settings[ORG_SPEED_REPORT_SETTING] === true) return true;
    const current = await this.auth.call(caller, (md) => this.auth.auth.getCurrentUser({}, md));
    return current.user?.settings?.[USER_SPEED_REPORT_SETTING] === true;
  }

  async assertSpeedLogAllowed(caller: CallerContext): Promise<void> {
    if (!(await this.speedLogAllowed(caller))) {
      throw new DomainError(ErrorCode.NO_ACCESS_TO_FEATURE, 'the speed log is not enabled for this user');
    }
  }
}
