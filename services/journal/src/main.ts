// The kit starts telemetry before it loads the service (and with it Nest, pg and kafkajs): import nothing else.
import { runService } from '@fleetlog/kit/main';

runService({ name: 'journal', load: async () => (await import('./service')).journalService });
