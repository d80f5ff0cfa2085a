// `@fleetlog/kit/main`: the entry-point half of the kit. A service's main.ts imports only this, so telemetry starts
// before Nest, gRPC, pg, kafkajs or ioredis load (see src/run-service.ts).
export { runService, type ServiceEntry } from './src/run-service';
