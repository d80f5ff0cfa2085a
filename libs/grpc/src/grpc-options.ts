import { GRPC_LOADER_OPTIONS, GRPC_PACKAGES, type GrpcPackageName } from '@fleetlog/contracts';
import { type GrpcOptions, Transport } from '@nestjs/microservices';

// Keepalive so idle connections through load balancers are noticed as dead instead of hanging the next call.
// Channelz off: grpc-js otherwise keeps per-call and per-socket statistics for a channelz service nobody serves or
// reads (traces and metrics come from OpenTelemetry); on the BFF's busiest path that bookkeeping is pure cost.
const CHANNEL_OPTIONS = {
  'grpc.keepalive_time_ms': 30_000,
  'grpc.keepalive_timeout_ms': 10_000,
  'grpc.keepalive_permit_without_calls': 1,
  'grpc.enable_channelz': 0,
};

/** Options for `NestFactory.createMicroservice` / `app.connectMicroservice` serving the given contracts on `url`. */
export function grpcServerOptions(pkgNames: readonly GrpcPackageName[], url: string): GrpcOptions {
  return {
    transport: Transport.GRPC,
    options: {
      url,
      package: pkgNames.map((name) => GRPC_PACKAGES[name].package),
      protoPath: pkgNames.map((name) => GRPC_PACKAGES[name].protoPath),
      loader: { ...GRPC_LOADER_OPTIONS },
      channelOptions: CHANNEL_OPTIONS,
      gracefulShutdown: true,
    },
  };
}

/** Options for `ClientsModule.register([{ name, ...grpcClientOptions('auth', url) }])` or `ClientProxyFactory.create`. */
export function grpcClientOptions(pkgName: GrpcPackageName, url: string): GrpcOptions {
  return {
    transport: Transport.GRPC,
    options: {
      url,
      package: GRPC_PACKAGES[pkgName].package,
      protoPath: GRPC_PACKAGES[pkgName].protoPath,
      loader: { ...GRPC_LOADER_OPTIONS },
      channelOptions: CHANNEL_OPTIONS,
    },
  };
}
