import { Module } from '@nestjs/common';

import { UsersModule } from '../users/users.module';
import { RefreshController } from './refresh.controller';
import { SessionController } from './session.controller';

@Module({ imports: [UsersModule], controllers: [SessionController, RefreshController] })
export class SessionModule {}
