import type { AccessDirectory } from '@fleetlog/access';

/** Who a driver key (iButton id) names as a trip's driver in a vehicle of an organisation. */
export interface IbuttonDrivers {
  /** The user id, or null when the key names nobody who may drive there. */
  driverOf(ibuttonId: string, vehicleOrganizationId: number): Promise<number | null>;
}

// Right after a restart the read model may still be loading: the first trip that carries a key waits this long for it
// (once per process, so an auth outage does not hold every batch) before keys fall back to the vehicle's drivers.
const DIRECTORY_WAIT_MS = 10_000;

/**
 * The key's user from the users read model (auth keeps keys unique), if that user is not archived and belongs to the
 * same organisation tree as the vehicle (the top of the vehicle's organisation's tree is the top of the user's): a
 * shared car of another department of the company finds its driver, another company's vehicle never shows a stranger.
 */
export function ibuttonDrivers(directory: AccessDirectory, waitMs = DIRECTORY_WAIT_MS): IbuttonDrivers {
  let loading: Promise<boolean> | undefined;
  return {
    async driverOf(ibuttonId, vehicleOrganizationId) {
      if (!directory.ready) await (loading ??= directory.whenReady(waitMs));
      const user = directory.userByIbuttonId(ibuttonId);
      if (!user || user.archived) return null;
      const tree = directory.organizations.treeRootOf(vehicleOrganizationId);
      if (tree === undefined || directory.organizations.treeRootOf(user.organizationId) !== tree) return null;
      return user.id;
    },
  };
}
