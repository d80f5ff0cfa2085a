import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { OrganizationsRepository } from '../organizations/organizations.repository';

import { UserAccess } from './user-access';
import { UserUpdateService } from './user-update.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [KitOrmModule.forFeature([UsersRepository, OrganizationsRepository])],
  controllers: [UsersController],
  providers: [UserAccess, UsersService, UserUpdateService, AuthEventsPublisher],
})
export class UsersModule {}
