import { authV1 } from '@fleetlog/contracts';

import { toCreateUserRequest, toUpdateUserRequest, toUserJson, toUserSimpleJson } from './user.mapper';
import { CreateUserBodySchema, UpdateUserBodySchema, UserSchema, UserSimpleSchema } from './user.schemas';

const aUser = (overrides: Partial<authV1.User> = {}): authV1.User =>
  authV1.User.fromPartial({
    userId: 5,
    displayName: 'Anna Andersson',
    displayEmail: 'anna@demo-akeri.se',
    roles: ['DRIVER'],
    organizationId: 2,
    organizations: [{ organizationId: 2, fullName: 'Demo Åkeri AB', modules: { map: { active: true } } }],
    settings: { USER_ALLOWED_SPEED_REPORT: true },
    ...overrides,
  });

describe(toUserJson.name, () => {
  it('adds id = userId', () => {
    expect(toUserJson(aUser())).toMatchObject({ id: 5, userId: 5 });
  });

  it('gives the iButton id, null for none', () => {
    expect(toUserJson(aUser()).ibuttonId).toBeNull();
    expect(toUserJson(aUser({ ibuttonId: '01a2b3c4d5e6f708' })).ibuttonId).toBe('01a2b3c4d5e6f708');
  });

  it('produces exactly the fields the OpenAPI User schema documents', () => {
    const json = toUserJson(aUser());
    expect(UserSchema.strict().parse(json)).toEqual(json);
    expect(Object.keys(json).sort()).toEqual(Object.keys(UserSchema.shape).sort());
  });

  it('covers every field of the proto message', () => {
    const protoFields = Object.keys(authV1.User.fromPartial({}));
    expect(protoFields.filter((field) => !(field in toUserJson(aUser())))).toEqual([]);
  });

  it('keeps module flags of the organisations', () => {
    expect(toUserJson(aUser()).organizations[0].modules).toEqual({ map: { active: true } });
  });

  it('maps simple users to the documented shape', () => {
    const json = toUserSimpleJson(authV1.UserSimple.fromPartial({ userId: 3, displayName: 'B' }));
    expect(UserSimpleSchema.strict().parse(json)).toEqual({
      id: 3,
      userId: 3,
      displayName: 'B',
      organizationId: 0,
      isArchived: false,
    });
  });
});

describe(toUpdateUserRequest.name, () => {
  it('wraps lists so that an absent list differs from an empty one', () => {
    const body = UpdateUserBodySchema.parse({ roles: ['ADMIN'], purposes: ['Kundbesök'] });
    expect(toUpdateUserRequest(9, body)).toMatchObject({
      userId: 9,
      roles: { values: ['ADMIN'] },
      purposes: { values: ['Kundbesök'] },
      settings: undefined,
    });
  });

  it('no longer forwards the vehicle lists to auth (fleet owns them)', () => {
    const request = toUpdateUserRequest(9, UpdateUserBodySchema.parse({ permittedVehicles: [3], defaultVehicles: [] }));
    expect(request.permittedVehicles).toBeUndefined();
    expect(request.defaultVehicles).toBeUndefined();
  });

  it('passes an iButton id through as typed (auth normalises it) and clears it with null or an empty string', () => {
    const typed = toUpdateUserRequest(9, UpdateUserBodySchema.parse({ ibuttonId: ' 01:A2:B3 ' }));
    expect(typed.ibuttonId).toBe('01:A2:B3');
    expect(toUpdateUserRequest(9, UpdateUserBodySchema.parse({ ibuttonId: null })).ibuttonId).toBe('');
    expect(toUpdateUserRequest(9, UpdateUserBodySchema.parse({ ibuttonId: '' })).ibuttonId).toBe('');
    expect(toUpdateUserRequest(9, UpdateUserBodySchema.parse({})).ibuttonId).toBeUndefined();
  });

  it('passes a password change through', () => {
    const body = UpdateUserBodySchema.parse({
      password: 'new-secret-1',
      oldPassword: 'old',
      passwordConfirmation: 'new-secret-1',
    });
    expect(toUpdateUserRequest(9, body)).toMatchObject({ password: 'new-secret-1', oldPassword: 'old' });
  });
});

describe('user request schemas', () => {
  it('fills defaults of a new user and adds the link base', () => {
    const body = CreateUserBodySchema.parse({
      name: 'Cecilia',
      email: 'c@example.se',
      roles: ['DRIVER'],
      permittedVehicles: [4],
    });
    expect(toCreateUserRequest(body, 'https://app.fleetlog.se')).toEqual({
      name: 'Cecilia',
      email: 'c@example.se',
      roles: ['DRIVER'],
      sendInvite: false,
      permittedVehicles: [],
      defaultVehicles: [],
      phone: '',
      password: '',
      linkBaseUrl: 'https://app.fleetlog.se',
    });
  });

  it('passes the iButton id of a new user on', () => {
    const body = CreateUserBodySchema.parse({ name: 'C', email: 'c@example.se', roles: ['DRIVER'], ibuttonId: '1a2b' });
    expect(toCreateUserRequest(body, '').ibuttonId).toBe('1a2b');
    expect(
      CreateUserBodySchema.safeParse({ name: 'C', email: 'c@example.se', roles: ['DRIVER'], ibuttonId: 'x'.repeat(65) })
        .success,
    ).toBe(false);
  });

  it.each([
    ['an unknown role', { name: 'A', email: 'a@example.se', roles: ['KING'] }],
    ['no role', { name: 'A', email: 'a@example.se', roles: [] }],
    ['a bad e-mail', { name: 'A', email: 'nope', roles: ['DRIVER'] }],
    [
      'a vehicle id that is not a positive integer',
      { name: 'A', email: 'a@example.se', roles: ['DRIVER'], permittedVehicles: [0] },
    ],
  ])('rejects a new user with %s', (_case, body) => {
    expect(CreateUserBodySchema.safeParse(body).success).toBe(false);
  });

  it('rejects an unknown map type', () => {
    expect(UpdateUserBodySchema.safeParse({ mapType: 'PINK' }).success).toBe(false);
  });
});
