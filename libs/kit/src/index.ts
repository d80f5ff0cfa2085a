// The Nest side of the kit. A service's main.ts imports `@fleetlog/kit/main` instead, which loads none of this
// before telemetry runs.
export { accessKitEnv, kitEnv } from './kit-env';
export { KitHealthModule } from './kit-health.module';
export { consumersToSubscribe, KitMessagingModule } from './kit-messaging.module';
export { kitOrmOptions, KitOrmModule } from './kit-orm.module';
export { migrateService } from './migrate-service';
export { PeriodicSweep } from './periodic-sweep';
export { createServiceApp, type ServiceAppOptions } from './service-app';
export { ServiceKitModule } from './service-kit.module';
export { createToolContext } from './tool-context';
export {
  type AccessKitConfig,
  type ConsumerSpec,
  defineService,
  type EventHandler,
  type FeatureImport,
  type KitConfig,
  type KitMode,
  readinessCheck,
  type ReadinessCheck,
  type ServiceSpec,
} from './service-spec';
