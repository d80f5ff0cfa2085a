import { type DynamicModule, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { type ClientGrpc, ClientsModule } from '@nestjs/microservices';
import type { GrpcPackageName } from '@fleetlog/contracts';
import { grpcClientOptions } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import { BFF_CONFIG, type BffConfig } from '../config';
import type { CallerContext } from './caller';
import { callAsCaller } from './grpc-call';

/** The gRPC services of one service process, each a property, and the one way to call them (`callAsCaller`). */
abstract class ServiceGrpcClient implements OnModuleInit {
  constructor(
    protected readonly grpc: ClientGrpc,
    private readonly serviceNames: Record<string, string>,
    private readonly config: BffConfig,
  ) {}

  onModuleInit(): void {
    for (const [property, serviceName] of Object.entries(this.serviceNames)) {
      Object.assign(this, { [property]: this.grpc.getService(serviceName) });
    }
  }

  /** `caller` undefined is for the public calls (login, password reset, readiness), which carry no identity. */
  call<T>(
    caller: CallerContext | undefined,
    invoke: (metadata: Metadata) => Observable<T>,
    timeoutMs = this.config.grpcTimeoutMs,
  ): Promise<T> {
    return callAsCaller(caller, invoke, timeoutMs);
  }
}

interface GrpcClientClass<Services> {
  new (grpc: ClientGrpc, config: BffConfig): ServiceGrpcClient & Services;
  /** A global module providing the client, connected to `url`: every feature module can inject it. */
  register(url: string): DynamicModule;
}

/**
 * The base of an injectable client of the package `pkg`: `serviceNames` maps each property to the gRPC service it
 * holds once the module is initialised, e.g. `{ vehicles: fleetV1.VEHICLES_SERVICE_NAME }`.
 */
export function GrpcClient<Services extends object>(
  pkg: GrpcPackageName,
  serviceNames: { [K in keyof Services]: string },
): GrpcClientClass<Services> {
  const token = Symbol(`${pkg} gRPC client`);

  @Injectable()
  class Client extends ServiceGrpcClient {
    constructor(@Inject(token) grpc: ClientGrpc, @Inject(BFF_CONFIG) config: BffConfig) {
      super(grpc, serviceNames, config);
    }

    static register(url: string): DynamicModule {
      @Module({})
      class GrpcClientModule {}
      return {
        module: GrpcClientModule,
        global: true,
        imports: [ClientsModule.register([{ name: token, ...grpcClientOptions(pkg, url) }])],
        providers: [this],
        exports: [this],
      };
    }
  }
  return Client as unknown as GrpcClientClass<Services>;
}
