import { ServiceKey } from '@fleetlog/access';
import { devicesV1 } from '@fleetlog/contracts';
import { callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import type { TrackPoint } from '../geometry/passage-detection';

type ClosableClient = ClientGrpc & { close(): unknown };

/** A trip's full path from the positions store (devices' ServiceTripTrack, as the service itself). */
export interface TrackSource {
  track(imei: string, fromMs: number, toMs: number): Promise<{ points: TrackPoint[]; thinned: boolean }>;
  close(): Promise<void>;
}

export const TRACK_SOURCE = Symbol('TRACK_SOURCE');

export class DevicesTrackSource implements TrackSource {
  private readonly client: ClosableClient;
  private readonly positions: devicesV1.PositionsServiceClient;

  constructor(
    devicesGrpcUrl: string,
    private readonly serviceKey: ServiceKey,
    private readonly timeoutMs: number,
  ) {
    this.client = ClientProxyFactory.create(grpcClientOptions('devices', devicesGrpcUrl)) as unknown as ClosableClient;
    this.positions = this.client.getService<devicesV1.PositionsServiceClient>(devicesV1.POSITIONS_SERVICE_NAME);
  }

  async track(imei: string, fromMs: number, toMs: number): Promise<{ points: TrackPoint[]; thinned: boolean }> {
    const reply = await callGrpc(
      () => this.positions.serviceTripTrack({ imei, fromMs, toMs }, this.serviceKey.metadata()),
      { timeoutMs: this.timeoutMs },
    );
    return {
      points: (reply.points ?? []).map((point) => ({
        timestampMs: Number(point.timestampMs),
        latitude: point.latitude,
        longitude: point.longitude,
      })),
      thinned: reply.thinned ?? false,
    };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
