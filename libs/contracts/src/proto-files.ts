import { join } from 'node:path';

/** Root of the proto tree, the include path of every gRPC loader. */
export const PROTO_ROOT = join(__dirname, '..', '..', '..', 'proto');

/** Proto files and package of each gRPC contract, as NestJS's gRPC transport and clients load them. */
export const GRPC_PACKAGES = {
  auth: { package: 'fleetlog.auth.v1', protoPath: join(PROTO_ROOT, 'fleetlog/auth/v1/auth.proto') },
  fleet: { package: 'fleetlog.fleet.v1', protoPath: join(PROTO_ROOT, 'fleetlog/fleet/v1/fleet.proto') },
  devices: { package: 'fleetlog.devices.v1', protoPath: join(PROTO_ROOT, 'fleetlog/devices/v1/devices.proto') },
  journal: { package: 'fleetlog.journal.v1', protoPath: join(PROTO_ROOT, 'fleetlog/journal/v1/journal.proto') },
  tolls: { package: 'fleetlog.tolls.v1', protoPath: join(PROTO_ROOT, 'fleetlog/tolls/v1/tolls.proto') },
  reports: { package: 'fleetlog.reports.v1', protoPath: join(PROTO_ROOT, 'fleetlog/reports/v1/reports.proto') },
  alarms: { package: 'fleetlog.alarms.v1', protoPath: join(PROTO_ROOT, 'fleetlog/alarms/v1/alarms.proto') },
} as const;

export type GrpcPackageName = keyof typeof GRPC_PACKAGES;

/**
 * Loader options that make @grpc/proto-loader produce the shapes ts-proto generated: camelCase fields, int64 as
 * number, enums as numbers, defaults filled in, proto3 optional fields left absent when unset.
 */
export const GRPC_LOADER_OPTIONS = {
  keepCase: false,
  longs: Number,
  enums: Number,
  defaults: true,
  oneofs: false,
  includeDirs: [PROTO_ROOT],
};
