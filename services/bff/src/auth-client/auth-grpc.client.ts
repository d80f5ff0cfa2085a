import { Injectable } from '@nestjs/common';
import { authV1 } from '@fleetlog/contracts';

import { GrpcClient } from '../common/grpc-client';

/** The auth service's three gRPC services. */
@Injectable()
export class AuthGrpcClient extends GrpcClient<{
  auth: authV1.AuthServiceClient;
  users: authV1.UsersServiceClient;
  organizations: authV1.OrganizationsServiceClient;
}>('auth', {
  auth: authV1.AUTH_SERVICE_NAME,
  users: authV1.USERS_SERVICE_NAME,
  organizations: authV1.ORGANIZATIONS_SERVICE_NAME,
}) {}
