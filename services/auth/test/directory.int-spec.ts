import { ServiceKey } from '@fleetlog/access';
import { authV1 } from '@fleetlog/contracts';
import { grpcClient, useBeforeAll } from '@fleetlog/testing';
import { Metadata } from '@grpc/grpc-js';

import { as, call, codeOf, useAuthHarness } from './support/auth-harness';
import { createRoot, createTenant } from './support/tenants';

// The snapshots other services load their caller read models from (issue 6, "Callers resolved once").
describe('DirectoryService (gRPC, services only)', () => {
  const h = useAuthHarness();
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));
  const client = useBeforeAll(() => grpcClient('auth', h.config.AUTH_GRPC_URL), { close: (c) => c.close() });
  const directory = useBeforeAll(() => client.getService<authV1.DirectoryServiceClient>(authV1.DIRECTORY_SERVICE_NAME));
  const key = useBeforeAll(() => ServiceKey.fromFile(h.config.INTERNAL_SERVICE_KEY_FILE));

  it('gives every organisation and user with their versions to a caller with the service key', async () => {
    await call(h.users.archiveUser({ id: tenant.driver.userId }, as(tenant.admin.token)));
    const ibuttonId = Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(16, '0');
    await call(h.users.updateUser({ userId: tenant.admin.userId, ibuttonId }, as(tenant.admin.token)));

    const organizations = (await call(directory.snapshotOrganizations({}, key.metadata()))).organizations;
    const users = (await call(directory.snapshotUsers({}, key.metadata()))).users;

    expect(organizations.find((org) => org.organizationId === tenant.organizationId)).toMatchObject({
      parentOrganization: 0,
      version: expect.any(Number),
    });
    expect(users.find((user) => user.userId === tenant.admin.userId)).toMatchObject({
      organizationId: tenant.organizationId,
      roles: ['ADMIN'],
      isArchived: false,
      ibuttonId,
      version: expect.any(Number),
    });
    expect(users.find((user) => user.userId === tenant.driver.userId)).toMatchObject({ isArchived: true });
    // Only what caller resolution and trip drivers need: no e-mail, phone or settings.
    const admin = users.find((user) => user.userId === tenant.admin.userId)!;
    expect(Object.keys(admin).sort()).toEqual(
      ['displayName', 'ibuttonId', 'isArchived', 'organizationId', 'roles', 'userId', 'version'].sort(),
    );
  });

  it("refuses users' tokens, a wrong key and no credentials (UNAUTHENTICATED)", async () => {
    const wrong = new Metadata();
    wrong.set('x-service-key', 'x'.repeat(64));
    for (const metadata of [as(root.token), as(tenant.admin.token), wrong, new Metadata()]) {
      expect(await codeOf(directory.snapshotUsers({}, metadata))).toBe('UNAUTHENTICATED');
      expect(await codeOf(directory.snapshotOrganizations({}, metadata))).toBe('UNAUTHENTICATED');
    }
  });
});
