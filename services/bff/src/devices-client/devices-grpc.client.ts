import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';
import { devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import type { CallerContext } from '../common/caller';
import { callAsCaller } from '../common/grpc-call';
import { BFF_CONFIG, type BffConfig } from '../config';

export const DEVICES_GRPC_CLIENT = Symbol('DEVICES_GRPC_CLIENT');

/** The devices service (inventory, installations, external SIM/SMS/firmware), called through `callAsCaller`. */
@Injectable()
export class DevicesGrpcClient implements OnModuleInit {
  devices!: devicesV1.DevicesServiceClient;
  external!: devicesV1.DeviceExternalServiceClient;

  constructor(
    @Inject(DEVICES_GRPC_CLIENT) private readonly client: ClientGrpc,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onModuleInit(): void {
    this.devices = this.client.getService<devicesV1.DevicesServiceClient>(devicesV1.DEVICES_SERVICE_NAME);
    this.external = this.client.getService<devicesV1.DeviceExternalServiceClient>(
      devicesV1.DEVICE_EXTERNAL_SERVICE_NAME,
    );
  }

  call<T>(
    caller: CallerContext | undefined,
    invoke: (metadata: Metadata) => Observable<T>,
    timeoutMs = this.config.grpcTimeoutMs,
  ): Promise<T> {
    return callAsCaller(caller, invoke, timeoutMs);
  }
}
