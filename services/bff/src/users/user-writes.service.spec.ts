import { Logger } from '@nestjs/common';
import { authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';
import { type Observable, of, throwError } from 'rxjs';

import type { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import type { CallerContext } from '../common/caller';
import { validate } from '../common/validation';
import type { DriverVehiclesService } from './driver-vehicles.service';
import { toRestoreUserRequest, UserWritesService } from './user-writes.service';
import { CreateUserBodySchema, UpdateUserBodySchema } from './user.schemas';

const caller: CallerContext = {
  principal: { userId: 1, organizationId: 3, roles: ['ADMIN'], token: 't' },
  showArchived: false,
};
const before = authV1.User.fromPartial({
  userId: 5,
  displayName: 'Anna',
  phone: '070',
  roles: ['DRIVER'],
  organizationId: 3,
  settings: { KEEP: true },
});

/** auth's UsersService answering from the given functions, recording every request by method. */
function authAnswering(
  users: Partial<Record<keyof authV1.UsersServiceClient, (request: never) => Observable<unknown>>>,
) {
  const requests: Array<Record<string, unknown>> = [];
  const client = {
    users: new Proxy(
      {},
      {
        get: (_target, name: string) => (request: unknown) => {
          requests.push({ [name]: request });
          const answer = users[name as keyof authV1.UsersServiceClient];
          return answer ? answer(request as never) : of(before);
        },
      },
    ),
    call: <T>(_caller: CallerContext, invoke: (md: Metadata) => Observable<T>) =>
      new Promise<T>((resolve, reject) => invoke(new Metadata()).subscribe({ next: resolve, error: reject })),
  } as unknown as AuthGrpcClient;
  return { client, requests };
}

/** The fleet side: the pre-checks pass, and assign fails as an outage would after auth wrote. */
function fleetFailingOnAssign(): DriverVehiclesService {
  return {
    assertAssignable: async () => undefined,
    assign: async () => {
      throw new DomainError(ErrorCode.INTERNAL, 'fleet unavailable');
    },
    oneWithVehicles: async () => ({}),
  } as unknown as DriverVehiclesService;
}

describe(UserWritesService.name, () => {
  let logError: jest.SpyInstance;
  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sets the changed fields back when fleet fails after auth updated the user', async () => {
    const { client, requests } = authAnswering({});
    const service = new UserWritesService(client, fleetFailingOnAssign());
    const body = validate(UpdateUserBodySchema, { displayName: 'Renamed', roles: ['ADMIN'], permittedVehicles: [7] });

    await expect(service.update(caller, 5, body)).rejects.toThrow('fleet unavailable');
    expect(requests.map((request) => Object.keys(request)[0])).toEqual(['getUser', 'updateUser', 'updateUser']);
    expect(requests[2]).toEqual({
      updateUser: expect.objectContaining({
        userId: 5,
        displayName: 'Anna',
        roles: { values: ['DRIVER'] },
        phone: undefined,
      }),
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it('deletes the created user when fleet fails, and archives it when the caller may not delete', async () => {
    const created = authV1.User.fromPartial({ userId: 42, organizationId: 3 });
    const { client, requests } = authAnswering({
      createUser: () => of(created),
      deleteUser: () => throwError(() => new DomainError(ErrorCode.ROOT_REQUIRED, 'root required')),
      archiveUser: () => of(created),
    });
    const service = new UserWritesService(client, fleetFailingOnAssign());
    const body = validate(CreateUserBodySchema, {
      name: 'N',
      email: 'n@example.se',
      roles: ['DRIVER'],
      permittedVehicles: [7],
    });

    await expect(service.create(caller, body, 'http://x')).rejects.toThrow('fleet unavailable');
    expect(requests.slice(1)).toEqual([{ deleteUser: { id: 42 } }, { archiveUser: { id: 42 } }]);
  });

  it('logs what could not be set back: a setting the request added', async () => {
    const { client } = authAnswering({});
    const service = new UserWritesService(client, fleetFailingOnAssign());
    const body = validate(UpdateUserBodySchema, { settings: { NEW_KEY: true }, defaultVehicles: [] });

    await expect(service.update(caller, 5, body)).rejects.toThrow('fleet unavailable');
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ leftBehind: 'changed fields of user 5' }),
      expect.any(String),
    );
  });
});

describe(toRestoreUserRequest.name, () => {
  it('names only the fields the body changed, with their old values', () => {
    const body = validate(UpdateUserBodySchema, { phone: '071', settings: { KEEP: false } });
    expect(toRestoreUserRequest(before, body)).toEqual({
      userId: 5,
      phone: '070',
      settings: { values: { KEEP: true } },
      displayName: undefined,
      displayEmail: undefined,
      roles: undefined,
      purposes: undefined,
      mapType: undefined,
      hasApprovedGdpr: undefined,
      organizationId: undefined,
      kontekEmployeeNumber: undefined,
      kontekEmployeeKey: undefined,
    });
  });

  it('sets a changed iButton id back to the old one, or clears it when there was none', () => {
    const body = validate(UpdateUserBodySchema, { ibuttonId: '01:a2:b3' });
    expect(toRestoreUserRequest(before, body).ibuttonId).toBe('');
    const keyed = authV1.User.fromPartial({ ...before, ibuttonId: '00000000000001a2' });
    expect(toRestoreUserRequest(keyed, validate(UpdateUserBodySchema, { ibuttonId: null })).ibuttonId).toBe(
      '00000000000001a2',
    );
    expect(toRestoreUserRequest(keyed, validate(UpdateUserBodySchema, { phone: '1' })).ibuttonId).toBeUndefined();
  });
});
