import { authV1, commonV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { CallerService } from '../access/caller.service';
import { UserUpdateService } from './user-update.service';
import { UsersService } from './users.service';

@Controller()
@authV1.UsersServiceControllerMethods()
export class UsersController implements authV1.UsersServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly users: UsersService,
    private readonly updates: UserUpdateService,
  ) {}

  async listUsers(request: commonV1.ListOptions, metadata?: Metadata): Promise<authV1.Users> {
    return this.users.listMessages(await this.callers.resolve(metadata), request);
  }

  async listUsersSimple(request: commonV1.ListOptions, metadata?: Metadata): Promise<authV1.UsersSimple> {
    return this.users.listSimple(await this.callers.resolve(metadata), request);
  }

  async getUser(request: commonV1.IdRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.get(await this.callers.resolve(metadata), request.id);
  }

  async createUser(request: authV1.CreateUserRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.create(await this.callers.resolve(metadata), request);
  }

  async updateUser(request: authV1.UpdateUserRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.updates.update(await this.callers.resolve(metadata), request);
  }

  async deleteUser(request: commonV1.IdRequest, metadata?: Metadata): Promise<commonV1.Empty> {
    await this.users.delete(await this.callers.resolve(metadata), request.id);
    return {};
  }

  async archiveUser(request: commonV1.IdRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.setArchived(await this.callers.resolve(metadata), request.id, true);
  }

  async activateUser(request: commonV1.IdRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.setArchived(await this.callers.resolve(metadata), request.id, false);
  }

  async inviteUser(request: authV1.InviteUserRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.invite(await this.callers.resolve(metadata), request);
  }

  async adminSetUserSetting(request: authV1.SettingRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.changeSetting(await this.callers.resolve(metadata), request, false);
  }

  async adminDeleteUserSetting(request: authV1.SettingRequest, metadata?: Metadata): Promise<authV1.User> {
    return this.users.changeSetting(await this.callers.resolve(metadata), request, true);
  }
}
