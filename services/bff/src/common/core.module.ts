import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';

import { BFF_CONFIG, type BffConfig } from '../config';
import { HttpExceptionFilter } from './http-exception.filter';
import { bffAccessModule, JWT_AUTH_GUARD_PROVIDERS } from './jwt-auth.providers';

/** Config, token verification, the global guard and the global exception filter: what every feature relies on. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [bffAccessModule(config)],
      providers: [
        { provide: BFF_CONFIG, useValue: config },
        ...JWT_AUTH_GUARD_PROVIDERS,
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
      exports: [BFF_CONFIG],
    };
  }
}
