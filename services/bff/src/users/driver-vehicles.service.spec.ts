import { Logger } from '@nestjs/common';
import { authV1, ErrorCode, fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';
import { type Observable, of, throwError } from 'rxjs';

import type { CallerContext } from '../common/caller';
import type { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { DriverVehiclesService } from './driver-vehicles.service';

const caller: CallerContext = {
  principal: { userId: 1, organizationId: 3, roles: ['ADMIN'], token: 't' },
  showArchived: false,
};
const aUser = (userId: number) => authV1.User.fromPartial({ userId, organizationId: 3, permittedVehicles: [99] });

/** A fleet client whose VehiclesService answers from the given functions (the gRPC wiring is tested over HTTP). */
function fleetAnswering(vehicles: Partial<Record<keyof fleetV1.VehiclesServiceClient, unknown>>): {
  client: FleetGrpcClient;
  requests: unknown[];
} {
  const requests: unknown[] = [];
  const client = {
    vehicles: new Proxy(
      {},
      {
        get: (_target, name: string) => (request: unknown) => {
          requests.push({ [name]: request });
          const answer = vehicles[name as keyof fleetV1.VehiclesServiceClient];
          return typeof answer === 'function' ? (answer as (r: unknown) => Observable<unknown>)(request) : of(answer);
        },
      },
    ),
    call: <T>(_caller: CallerContext, invoke: (md: Metadata) => Observable<T>) =>
      new Promise<T>((resolve, reject) => invoke(new Metadata()).subscribe({ next: resolve, error: reject })),
  } as unknown as FleetGrpcClient;
  return { client, requests };
}

describe(DriverVehiclesService.name, () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('fills the vehicle lists of every user from one GetDriverVehicles call, ignoring auth’s copy', async () => {
    const { client, requests } = fleetAnswering({
      getDriverVehicles: { drivers: [{ userId: 5, permittedVehicles: [7], defaultVehicles: [7], currentVehicle: [] }] },
    });
    const users = await new DriverVehiclesService(client).withVehicles(caller, [aUser(5), aUser(6)]);
    expect(requests).toEqual([{ getDriverVehicles: { userIds: [5, 6] } }]);
    expect(
      users.map(({ userId, permittedVehicles, defaultVehicles }) => ({ userId, permittedVehicles, defaultVehicles })),
    ).toEqual([
      { userId: 5, permittedVehicles: [7], defaultVehicles: [7] },
      { userId: 6, permittedVehicles: [], defaultVehicles: [] },
    ]);
  });

  it('still returns the users, with empty lists and a warning, when fleet is unreachable', async () => {
    const { client } = fleetAnswering({
      getDriverVehicles: () => throwError(() => new DomainError(ErrorCode.INTERNAL, 'UNAVAILABLE')),
    });
    const [user] = await new DriverVehiclesService(client).withVehicles(caller, [aUser(5)]);
    expect(user).toMatchObject({ userId: 5, permittedVehicles: [], defaultVehicles: [], currentVehicle: [] });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'INTERNAL' }), expect.any(String));
  });

  it('sets only the lists given and answers with fleet’s result', async () => {
    const { client, requests } = fleetAnswering({
      setDriverVehicles: { userId: 5, permittedVehicles: [7], defaultVehicles: [], currentVehicle: [8] },
    });
    const user = await new DriverVehiclesService(client).assign(caller, aUser(5), { permittedVehicles: [7] });
    expect(requests).toEqual([
      { setDriverVehicles: { userId: 5, permittedVehicles: { values: [7] }, defaultVehicles: undefined } },
    ]);
    expect(user).toMatchObject({ permittedVehicles: [7], currentVehicle: [8] });
  });

  it('checks before a user is created that the vehicles are visible and in the organisation', async () => {
    const { client } = fleetAnswering({
      listVehiclesSimple: {
        vehicles: [
          { id: 7, organizationId: 3 },
          { id: 8, organizationId: 4 },
        ],
      },
    });
    const service = new DriverVehiclesService(client);
    await expect(service.assertAssignable(caller, 3, { permittedVehicles: [7] })).resolves.toBeUndefined();
    await expect(service.assertAssignable(caller, 3, { defaultVehicles: [8] })).rejects.toMatchObject({
      code: ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE,
    });
    await expect(service.assertAssignable(caller, 3, { permittedVehicles: [9] })).rejects.toMatchObject({
      code: ErrorCode.VEHICLE_MISSING,
    });
  });
});
