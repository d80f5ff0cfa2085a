import { createOrmConfig, PlainSql, RequestContextInterceptor } from '@fleetlog/database';
import { EntityManager, MikroORM, type Options } from '@mikro-orm/postgresql';
import { type DynamicModule, Logger, Module, type Provider } from '@nestjs/common';

import type { ServiceSpec } from './service-spec';

/** MikroORM options of a service's declaration (the app, its migrate and seed CLIs and its tests share them). */
export function kitOrmOptions(
  spec: Pick<ServiceSpec, 'database'>,
  databaseUrl: string,
  log?: (message: string) => void,
): Options {
  return createOrmConfig({ ...spec.database, databaseUrl, log });
}

/**
 * The service's MikroORM (global: MikroORM, EntityManager and the per-call request context interceptor; the kit
 * closes it on shutdown after Kafka), `PlainSql` for one-statement reads on hot paths, and, per feature, its repositories: a feature module imports
 * `KitOrmModule.forFeature([...])` with the repositories it uses, so no module has to know every feature.
 */
@Module({})
export class KitOrmModule {
  static forRoot(spec: Pick<ServiceSpec, 'database'>, databaseUrl: string): DynamicModule {
    return {
      module: KitOrmModule,
      global: true,
      providers: [
        {
          provide: MikroORM,
          useFactory: () => {
            const logger = new Logger('MikroORM');
            return MikroORM.init(kitOrmOptions(spec, databaseUrl, (message) => logger.debug(message)));
          },
        },
        { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
        { provide: PlainSql, useFactory: () => new PlainSql({ databaseUrl, schema: spec.database.schema }) },
        RequestContextInterceptor,
      ],
      exports: [MikroORM, EntityManager, PlainSql, RequestContextInterceptor],
    };
  }

  /** Repositories are stateless (they use the request's entity manager), so two features may list the same one. */
  static forFeature(repositories: Provider[]): DynamicModule {
    return { module: KitOrmFeatureModule, providers: repositories, exports: repositories };
  }
}

@Module({})
class KitOrmFeatureModule {}
