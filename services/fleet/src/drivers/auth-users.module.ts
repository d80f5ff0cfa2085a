import { Module } from '@nestjs/common';

import { VehiclesModule } from '../vehicles/vehicles.module';
import { AuthUsersConsumer } from './auth-users.consumer';
import { UserChangedHandler } from './user-changed.handler';

/** fleet following auth's users: the auth.users.v1 consumer and its handler. */
@Module({ imports: [VehiclesModule], providers: [UserChangedHandler, AuthUsersConsumer] })
export class AuthUsersModule {}
