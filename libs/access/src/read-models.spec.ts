import { type authEventsV1, type authV1, TOPICS } from '@fleetlog/contracts';

import { AccessDirectory, type DirectorySource, type EventFeed } from './access-directory';
import { normalizeIbuttonId, OrganizationReadModel, UserReadModel } from './read-models';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

function directoryUser(userId: number, overrides: Partial<authV1.DirectoryUser> = {}): authV1.DirectoryUser {
  return {
    userId,
    organizationId: 2,
    roles: ['DRIVER'],
    isArchived: false,
    displayName: `User ${userId}`,
    version: 1,
    ...overrides,
  };
}

function userChanged(
  userId: number,
  version: number,
  user: Partial<authV1.User> = {},
  deleted = false,
): authEventsV1.UserChanged {
  return {
    user: { ...directoryUser(userId), ...user } as authV1.User,
    deleted,
    changedTsMs: 1_000 * version,
    version,
  };
}

describe(normalizeIbuttonId.name, () => {
  it('lower-cases and left-pads to 16 digits, and takes blank as none', () => {
    expect(normalizeIbuttonId('1A2B')).toBe('0000000000001a2b');
    expect(normalizeIbuttonId('01A2B3C4D5E6F708')).toBe('01a2b3c4d5e6f708');
    expect(normalizeIbuttonId('')).toBeNull();
    expect(normalizeIbuttonId(undefined)).toBeNull();
  });
});

describe(UserReadModel.name, () => {
  const KEY = '01a2b3c4d5e6f708';

  function loaded(rows: authV1.DirectoryUser[]): UserReadModel {
    const users = new UserReadModel();
    users.applySnapshot(rows, users.mark());
    return users;
  }

  it('finds a user by iButton id from the snapshot, in any case and length the tracker reports', () => {
    const users = loaded([
      directoryUser(10, { ibuttonId: KEY }),
      directoryUser(11),
      directoryUser(12, { ibuttonId: 'ab' }),
    ]);
    expect(users.get(10)?.ibuttonId).toBe(KEY);
    expect(users.get(11)?.ibuttonId).toBeNull();
    expect(users.byIbuttonId(KEY.toUpperCase())?.id).toBe(10);
    expect(users.byIbuttonId('AB')?.id).toBe(12);
    expect(users.byIbuttonId('00000000000000ab')?.id).toBe(12);
    expect(users.byIbuttonId('ffffffffffffffff')).toBeUndefined();
    expect(users.byIbuttonId('')).toBeUndefined();
  });

  it('keeps the index in step with user changes: a new key, a moved key, archiving and deletion', () => {
    const users = loaded([directoryUser(10, { ibuttonId: KEY }), directoryUser(11)]);
    expect(users.byIbuttonId(KEY)?.id).toBe(10);

    // The key moves from 10 to 11: 11's event first, for a moment both claim it.
    users.apply(userChanged(11, 2, { ibuttonId: KEY }));
    expect(users.byIbuttonId(KEY)).toBeUndefined();
    users.apply(userChanged(10, 2, { ibuttonId: undefined }));
    expect(users.byIbuttonId(KEY)?.id).toBe(11);

    // Archived users stay findable (the journal decides what an archived driver means).
    users.apply(userChanged(11, 3, { ibuttonId: KEY, isArchived: true }));
    expect(users.byIbuttonId(KEY)).toMatchObject({ id: 11, archived: true });

    // An older event changes nothing.
    users.apply(userChanged(11, 1, { ibuttonId: '77' }));
    expect(users.byIbuttonId('77')).toBeUndefined();

    users.apply(userChanged(11, 4, { ibuttonId: KEY }, true));
    expect(users.byIbuttonId(KEY)).toBeUndefined();
  });

  it('follows a later snapshot', () => {
    const users = loaded([directoryUser(10, { ibuttonId: KEY })]);
    expect(users.byIbuttonId(KEY)?.id).toBe(10);
    users.applySnapshot(
      [directoryUser(10, { version: 2 }), directoryUser(13, { ibuttonId: KEY, version: 1 })],
      users.mark(),
    );
    expect(users.byIbuttonId(KEY)?.id).toBe(13);
  });
});

describe(OrganizationReadModel.name, () => {
  const org = (organizationId: number, parentOrganization: number): authV1.DirectoryOrganization => ({
    organizationId,
    parentOrganization,
    fullName: `Org ${organizationId}`,
    modules: {},
    settings: {},
    version: 1,
    kontekActive: false,
  });

  it('names the top of the tree an organisation belongs to', () => {
    const organizations = new OrganizationReadModel();
    // 1 ← 2 ← 3, 9 alone, 5 ← 6 with 5's parent 8 unknown, and the cycle 20 ⇄ 21.
    organizations.applySnapshot(
      [org(1, 0), org(2, 1), org(3, 2), org(9, 0), org(5, 8), org(6, 5), org(20, 21), org(21, 20)],
      organizations.mark(),
    );
    expect([1, 2, 3].map((id) => organizations.treeRootOf(id))).toEqual([1, 1, 1]);
    expect(organizations.treeRootOf(9)).toBe(9);
    expect(organizations.treeRootOf(6)).toBe(5);
    expect(organizations.treeRootOf(20)).toBe(21);
    expect(organizations.treeRootOf(404)).toBeUndefined();
  });
});

describe(AccessDirectory.name, () => {
  it('looks users up by iButton id once loaded, and follows auth.users.v1', async () => {
    const source: DirectorySource = {
      snapshotOrganizations: async () => [],
      snapshotUsers: async () => [directoryUser(10, { ibuttonId: 'c0ffee' })],
    };
    let deliver: ((event: authEventsV1.UserChanged) => Promise<void>) | undefined;
    const feed: EventFeed = {
      subscribe: async (options) => {
        // The test hands events over as the broker would (the metadata is not read).
        if (options.topic.name === TOPICS.authUsers.name)
          deliver = (event) => options.handler(event as never, {} as never);
      },
      disconnect: async () => undefined,
    };
    const directory = new AccessDirectory(source, feed, {
      groupIdPrefix: 't',
      resnapshotIntervalMs: 0,
      logger: quiet,
    });
    await directory.start();
    expect(directory.userByIbuttonId('0000000000C0FFEE')?.id).toBe(10);
    await deliver!(userChanged(10, 2, { ibuttonId: 'beef' }));
    expect(directory.userByIbuttonId('c0ffee')).toBeUndefined();
    expect(directory.userByIbuttonId('beef')?.id).toBe(10);
    await directory.stop();
  });
});
