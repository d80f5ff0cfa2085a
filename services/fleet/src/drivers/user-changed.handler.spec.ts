import type { authEventsV1, authV1 } from '@fleetlog/contracts';

import type { VehicleChanges } from '../vehicles/vehicle-changes';
import { VehicleEntity } from '../vehicles/vehicle.entity';
import type { VehiclesRepository } from '../vehicles/vehicles.repository';
import { droppedLinks, UserChangedHandler } from './user-changed.handler';
import type { VehicleDriversRepository } from './vehicle-drivers.repository';

const ALL_LINKS = { permitted: true, isDefault: true, isCurrent: true };
const active = { deleted: false, organizationId: 5, archived: false };

describe(droppedLinks.name, () => {
  it('keeps every link of an active user of the vehicle organisation', () => {
    expect(droppedLinks(active, 5, ALL_LINKS)).toEqual({ permission: false, default: false, current: false });
  });

  it('drops every link when the user is in another organisation or deleted', () => {
    const all = { permission: true, default: true, current: true };
    expect(droppedLinks({ ...active, organizationId: 6 }, 5, ALL_LINKS)).toEqual(all);
    expect(droppedLinks({ ...active, deleted: true }, 5, ALL_LINKS)).toEqual(all);
    expect(droppedLinks({ ...active, deleted: true, archived: true }, 5, ALL_LINKS)).toEqual(all);
  });

  it('only checks an archived user out', () => {
    expect(droppedLinks({ ...active, archived: true }, 5, ALL_LINKS)).toEqual({
      permission: false,
      default: false,
      current: true,
    });
  });

  it('drops only the links that exist', () => {
    const onlyDefault = { permitted: false, isDefault: true, isCurrent: false };
    expect(droppedLinks({ ...active, organizationId: 6 }, 5, onlyDefault)).toEqual({
      permission: false,
      default: true,
      current: false,
    });
    expect(droppedLinks({ ...active, archived: true }, 5, onlyDefault)).toEqual({
      permission: false,
      default: false,
      current: false,
    });
  });
});

const USER_ID = 42;

function vehicle(id: number, organizationId: number, roles: { isDefault?: boolean; isCurrent?: boolean } = {}) {
  return Object.assign(new VehicleEntity(), {
    id,
    organizationId,
    defaultDriverId: roles.isDefault ? USER_ID : 7,
    currentDriverId: roles.isCurrent ? USER_ID : null,
  });
}

/** In-memory stand-ins of the two repositories and of VehicleChanges (runs the work, records what it published). */
function setUp(vehicles: VehicleEntity[], permittedVehicleIds: number[]) {
  const permissions = new Set(permittedVehicleIds);
  const published: Array<{ ids: number[]; names: ReadonlyMap<number, string> }> = [];
  const repository = {
    withDriverRole: async () => vehicles.filter((v) => v.defaultDriverId === USER_ID || v.currentDriverId === USER_ID),
    findByIds: async (_scope: unknown, ids: readonly number[]) => vehicles.filter((v) => ids.includes(v.id)),
  };
  const drivers = {
    vehiclesByUser: async () => new Map([[USER_ID, [...permissions]]]),
    remove: async (v: VehicleEntity) => void permissions.delete(v.id),
  };
  const changes = {
    commitPlatformWide: async (work: () => Promise<VehicleEntity[]>, names: ReadonlyMap<number, string>) => {
      const changed = await work();
      if (changed.length > 0) published.push({ ids: changed.map((v) => v.id), names });
      return [];
    },
  };
  const handler = new UserChangedHandler(
    repository as unknown as VehiclesRepository,
    drivers as unknown as VehicleDriversRepository,
    changes as unknown as VehicleChanges,
  );
  return { handler, permissions, published };
}

function userChanged(user: Partial<authV1.User>, deleted = false): authEventsV1.UserChanged {
  return {
    user: { userId: USER_ID, displayName: 'Anna', organizationId: 5, isArchived: false, ...user } as authV1.User,
    deleted,
    changedTsMs: Date.now(),
    version: 1,
  };
}

describe(UserChangedHandler.name, () => {
  it('removes a moved user from the vehicles of its old organisation, once', async () => {
    const old = vehicle(1, 5, { isDefault: true, isCurrent: true });
    const poolOfOld = vehicle(2, 5, { isCurrent: true });
    const { handler, permissions, published } = setUp([old, poolOfOld], [1]);

    await handler.handle(userChanged({ organizationId: 6 }));
    expect([...permissions]).toEqual([]);
    expect([old.defaultDriverId, old.currentDriverId, poolOfOld.currentDriverId]).toEqual([null, null, null]);
    expect(published.map((entry) => entry.ids)).toEqual([[1, 2]]);
    expect(published[0].names.get(USER_ID)).toBe('Anna');

    await handler.handle(userChanged({ organizationId: 6 }));
    expect(published).toHaveLength(1);
  });

  it('removes a deleted user everywhere', async () => {
    const own = vehicle(1, 5, { isDefault: true });
    const { handler, permissions, published } = setUp([own, vehicle(3, 5)], [1, 3]);
    await handler.handle(userChanged({}, true));
    expect([...permissions]).toEqual([]);
    expect(own.defaultDriverId).toBeNull();
    expect(published.map((entry) => entry.ids)).toEqual([[1, 3]]);
  });

  it('checks an archived user out and keeps its permissions and default vehicles', async () => {
    const car = vehicle(1, 5, { isDefault: true, isCurrent: true });
    const { handler, permissions, published } = setUp([car, vehicle(2, 5)], [1, 2]);
    await handler.handle(userChanged({ isArchived: true }));
    expect([...permissions]).toEqual([1, 2]);
    expect([car.defaultDriverId, car.currentDriverId]).toEqual([USER_ID, null]);
    expect(published.map((entry) => entry.ids)).toEqual([[1]]);
  });

  it('changes nothing for an active user of the vehicles organisation, nor for an event without a user', async () => {
    const car = vehicle(1, 5, { isDefault: true, isCurrent: true });
    const { handler, permissions, published } = setUp([car], [1]);
    await handler.handle(userChanged({}));
    await handler.handle({ user: undefined, deleted: true, changedTsMs: 0, version: 0 });
    expect([...permissions]).toEqual([1]);
    expect(car.currentDriverId).toBe(USER_ID);
    expect(published).toEqual([]);
  });
});
