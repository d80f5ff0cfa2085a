import { Module } from '@nestjs/common';

import { UsersModule } from '../users/users.module';
import { SessionController } from './session.controller';

@Module({ imports: [UsersModule], controllers: [SessionController] })
export class SessionModule {}
