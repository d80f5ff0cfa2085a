import { authV1 } from '@fleetlog/contracts';
import { callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import type { DirectorySource } from './access-directory';
import type { ServiceKey } from './service-key';

// A whole directory in one answer: far above gRPC's 4 MiB default (about 60 bytes a user).
const MAX_SNAPSHOT_BYTES = 256 * 1024 * 1024;
const SNAPSHOT_TIMEOUT_MS = 30_000;

type ClosableClient = ClientGrpc & { close(): unknown };

/** Snapshots from auth's DirectoryService, called as the service itself (the internal service key). */
export class AuthDirectorySource implements DirectorySource {
  private readonly client: ClosableClient;
  private readonly directory: authV1.DirectoryServiceClient;

  constructor(
    authGrpcUrl: string,
    private readonly serviceKey: ServiceKey,
  ) {
    const options = grpcClientOptions('auth', authGrpcUrl);
    this.client = ClientProxyFactory.create({
      ...options,
      options: { ...options.options, maxReceiveMessageLength: MAX_SNAPSHOT_BYTES },
    }) as unknown as ClosableClient;
    this.directory = this.client.getService<authV1.DirectoryServiceClient>(authV1.DIRECTORY_SERVICE_NAME);
  }

  async snapshotOrganizations(): Promise<authV1.DirectoryOrganization[]> {
    const reply = await callGrpc(() => this.directory.snapshotOrganizations({}, this.serviceKey.metadata()), {
      timeoutMs: SNAPSHOT_TIMEOUT_MS,
    });
    return reply.organizations ?? [];
  }

  async snapshotUsers(): Promise<authV1.DirectoryUser[]> {
    const reply = await callGrpc(() => this.directory.snapshotUsers({}, this.serviceKey.metadata()), {
      timeoutMs: SNAPSHOT_TIMEOUT_MS,
    });
    return reply.users ?? [];
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
