// The kit starts telemetry before it loads the service (and with it Nest, gRPC, pg, kafkajs and ioredis): import
// nothing else.
import { runService } from '@fleetlog/kit/main';

runService({ name: 'auth', load: async () => (await import('./service')).authService });
