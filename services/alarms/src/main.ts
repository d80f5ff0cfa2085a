// The kit starts telemetry before it loads the service (and with it Nest, gRPC, pg and kafkajs): import nothing else.
import { runService } from '@fleetlog/kit/main';

runService({ name: 'alarms', load: async () => (await import('./service')).alarmsService });
