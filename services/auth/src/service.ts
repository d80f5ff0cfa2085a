import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService, readinessCheck } from '@fleetlog/kit';
import type { Redis } from 'ioredis';

import { AccessModule } from './access/access.module';
import { AUTH_CONFIG, authConfigSchema } from './config';
import { REDIS, RedisModule } from './database/redis.module';
import { MailModule } from './mail/mail.module';
import { OrganizationEntity } from './organizations/organization.entity';
import { OrganizationsModule } from './organizations/organizations.module';
import { DrivingModule } from './driving/driving.module';
import { TripChangedHandler } from './driving/trip-changed.handler';
import { AttestationReminderHandler } from './reminders/attestation-reminder.handler';
import { RemindersModule } from './reminders/reminders.module';
import { PasswordTokenEntity } from './session/password-token.entity';
import { SessionModule } from './session/session.module';
import { UserEntity } from './users/user.entity';
import { UsersModule } from './users/users.module';

/** auth on the service kit: gRPC AuthService, UsersService, OrganizationsService and DirectoryService. */
export const authService = defineService({
  name: 'auth',
  configSchema: authConfigSchema,
  configToken: AUTH_CONFIG,
  database: {
    schema: 'auth',
    entities: [OrganizationEntity, UserEntity, PasswordTokenEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['auth'], url: (config) => config.AUTH_GRPC_URL },
  httpPort: (config) => config.AUTH_HTTP_PORT,
  outbox: true,
  consumers: [
    {
      // The journal's reminders to attest a month: auth has the drivers' addresses and the mailer.
      topic: TOPICS.journalAttestationReminders,
      handler: AttestationReminderHandler,
      groupId: (config) => config.AUTH_REMINDERS_GROUP_ID,
      enabled: (config) => config.AUTH_CONSUME_REMINDERS,
      // A reminder sent while auth was being deployed for the first time is still mailed; Redis remembers the rest.
      fromBeginning: true,
    },
    {
      // The journal's trips: each driver's lastSeenDriving follows them.
      topic: TOPICS.journalTrips,
      handler: TripChangedHandler,
      groupId: (config) => config.AUTH_TRIPS_GROUP_ID,
      enabled: (config) => config.AUTH_CONSUME_TRIPS,
      fromBeginning: true,
    },
  ],
  // auth owns the users and organisations: it resolves its callers from its own tables, not from read models.
  readiness: [readinessCheck('redis', REDIS, (redis: Redis) => redis.ping())],
  imports: () => [
    RedisModule,
    MailModule,
    AccessModule,
    SessionModule,
    UsersModule,
    OrganizationsModule,
    RemindersModule,
    DrivingModule,
  ],
});
