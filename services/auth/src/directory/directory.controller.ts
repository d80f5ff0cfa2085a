import { ServiceKey } from '@fleetlog/access';
import { authV1, type commonV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { DirectoryReader } from './directory.reader';

/**
 * Snapshots of the organisation tree and the users for the other services' caller read models. Only the platform's
 * services may call it (the internal service key): the users' roles and organisations are not for end users.
 */
@Controller()
@authV1.DirectoryServiceControllerMethods()
export class DirectoryController implements authV1.DirectoryServiceController {
  constructor(
    private readonly serviceKey: ServiceKey,
    private readonly reader: DirectoryReader,
  ) {}

  async snapshotOrganizations(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.DirectoryOrganizations> {
    this.serviceKey.assertPresentedIn(metadata);
    return { organizations: await this.reader.organizations() };
  }

  async snapshotUsers(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.DirectoryUsers> {
    this.serviceKey.assertPresentedIn(metadata);
    return { users: await this.reader.users() };
  }
}
