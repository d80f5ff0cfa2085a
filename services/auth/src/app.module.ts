import { LoggingModule } from '@fleetlog/logging';
import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';

import { AccessModule } from './access/access.module';
import { AUTH_CONFIG, type AuthConfig } from './config';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { SessionModule } from './session/session.module';
import { UsersModule } from './users/users.module';

@Global()
@Module({})
class AuthConfigModule {
  static of(config: AuthConfig): DynamicModule {
    return {
      module: AuthConfigModule,
      providers: [{ provide: AUTH_CONFIG, useValue: config }],
      exports: [AUTH_CONFIG],
    };
  }
}

const EXTRA_SHUTDOWN = Symbol('EXTRA_SHUTDOWN');

/** Runs what the entry point asks for last (flushing telemetry) when Nest shuts down on a signal. */
@Injectable()
class ExtraShutdown implements OnApplicationShutdown {
  constructor(@Inject(EXTRA_SHUTDOWN) private readonly hook: () => Promise<void>) {}

  async onApplicationShutdown(): Promise<void> {
    await this.hook();
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig, onShutdown: () => Promise<void> = async () => undefined): DynamicModule {
    return {
      module: AppModule,
      providers: [{ provide: EXTRA_SHUTDOWN, useValue: onShutdown }, ExtraShutdown],
      imports: [
        AuthConfigModule.of(config),
        LoggingModule.forRoot({ service: 'auth', level: config.LOG_LEVEL }),
        DatabaseModule,
        EventsModule,
        MailModule,
        AccessModule,
        SessionModule,
        UsersModule,
        OrganizationsModule,
        HealthModule,
      ],
    };
  }
}
