import { AccessDirectory, type DirectorySource } from '@fleetlog/access';
import type { authV1 } from '@fleetlog/contracts';

import { ibuttonDrivers } from './ibutton-drivers';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
const feed = { subscribe: async () => undefined, disconnect: async () => undefined };

const org = (organizationId: number, parentOrganization: number): authV1.DirectoryOrganization => ({
  organizationId,
  parentOrganization,
  fullName: `Org ${organizationId}`,
  modules: {},
  settings: {},
  kontekActive: false,
  version: 1,
});
const user = (userId: number, organizationId: number, ibuttonId: string, isArchived = false): authV1.DirectoryUser => ({
  userId,
  organizationId,
  roles: ['DRIVER'],
  isArchived,
  displayName: `User ${userId}`,
  version: 1,
  ibuttonId,
});

function directoryOf(source: DirectorySource): AccessDirectory {
  return new AccessDirectory(source, feed, { groupIdPrefix: 't', resnapshotIntervalMs: 0, logger: quiet });
}

describe(ibuttonDrivers.name, () => {
  // A company 1 with the department 2 below it, and another company 9.
  const KEY = '01a2b3c4d5e6f708';
  const ARCHIVED = '0100000000000abc';
  const STRANGER = '0100000000000def';

  it("names the key's user in a vehicle of its organisation tree, and nobody else", async () => {
    const directory = directoryOf({
      snapshotOrganizations: async () => [org(1, 0), org(2, 1), org(9, 0)],
      snapshotUsers: async () => [user(10, 2, KEY), user(11, 1, ARCHIVED, true), user(12, 9, STRANGER)],
    });
    await directory.start();
    const drivers = ibuttonDrivers(directory);
    // The department's user drives the company's vehicles and the department's.
    expect(await drivers.driverOf(KEY, 1)).toBe(10);
    expect(await drivers.driverOf(KEY, 2)).toBe(10);
    // The tracker may report the key in fewer bytes, or upper case.
    expect(await drivers.driverOf('1A2B3C4D5E6F708', 2)).toBe(10);
    expect(await drivers.driverOf(STRANGER, 1)).toBeNull();
    expect(await drivers.driverOf(KEY, 9)).toBeNull();
    expect(await drivers.driverOf(ARCHIVED, 1)).toBeNull();
    expect(await drivers.driverOf('ffffffffffffffff', 1)).toBeNull();
    // A vehicle of an organisation the read model does not know: nobody.
    expect(await drivers.driverOf(KEY, 404)).toBeNull();
    await directory.stop();
  });

  it('waits for the read model once, briefly, then falls back to nobody', async () => {
    const directory = directoryOf({
      snapshotOrganizations: () => new Promise(() => undefined),
      snapshotUsers: () => new Promise(() => undefined),
    });
    void directory.start();
    const waits = jest.spyOn(directory, 'whenReady');
    const drivers = ibuttonDrivers(directory, 50);
    expect(await drivers.driverOf(KEY, 1)).toBeNull();
    expect(await drivers.driverOf(KEY, 1)).toBeNull();
    expect(waits.mock.calls).toEqual([[50]]);
    await directory.stop();
  });
});
