import { Module } from '@nestjs/common';

import { UserAccess } from './user-access';
import { UserUpdateService } from './user-update.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({ controllers: [UsersController], providers: [UserAccess, UsersService, UserUpdateService] })
export class UsersModule {}
