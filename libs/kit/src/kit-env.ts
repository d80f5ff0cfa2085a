import { accessEnv } from '@fleetlog/access';
import { baseEnv, databaseEnv, jwtVerifyEnv, kafkaEnv, telemetryEnv } from '@fleetlog/config';
import { z } from 'zod';

/** The environment the kit reads from every service (`KitConfig`): base, database, Kafka and telemetry. */
export const kitEnv = baseEnv.merge(databaseEnv).merge(kafkaEnv).merge(telemetryEnv);

/**
 * `kitEnv` and what a service declared with `access: true` reads besides (`AccessKitConfig`): token verification,
 * the access read models and auth's gRPC address for their snapshots. A service extends it with its own variables.
 */
export const accessKitEnv = kitEnv
  .merge(jwtVerifyEnv)
  .merge(accessEnv)
  .extend({ AUTH_GRPC_URL: z.string().min(3).default('127.0.0.1:50051') });
