import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';

import { BFF_CONFIG, type BffConfig } from '../config';
import { FrontendDist } from './frontend-dist';
import { SpaMiddleware } from './spa.middleware';
import { VersionController } from './version.controller';

@Module({
  controllers: [VersionController],
  providers: [
    {
      provide: FrontendDist,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new FrontendDist(config.frontendDist),
    },
    SpaMiddleware,
  ],
})
export class FrontendHostingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SpaMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
