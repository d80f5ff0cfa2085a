import { useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse, RequestOptions } from './support/api-client';
import { unique } from './support/fixtures';
import { useFullStack } from './support/stack';

interface UserJson {
  userId: number;
  displayName: string;
  purposes: string[];
  settings: Record<string, boolean>;
}

const codeOf = (response: ApiResponse) => (response.body as { code?: string }).code;
const text = (length: number, letter = 'x') => letter.repeat(length);
const list = <T>(length: number, entry: (index: number) => T) => Array.from({ length }, (_, index) => entry(index));
const keyed = <T>(count: number, value: (index: number) => T) =>
  Object.fromEntries(list(count, (index) => [`KEY_${index}`, value(index)]));
// Distinct purposes of exactly `length` characters (the index first, so 50 of them differ).
const purposes = (count: number, length: number) => list(count, (index) => `${index} `.padEnd(length, 'p'));

/**
 * Finding 5 of issue 18: `PATCH /api/user/{id}` accepted 30,000 purposes, and a driver stored 1,250 × 200 characters
 * on their own account, doubling the organisation's `GET /api/user`. Every list and text a user can write is bounded
 * at the edge (services/bff/README.md "Input limits"): one past a bound is 400 MISFORMATTED_FIELDS and changes
 * nothing; the bound itself is accepted.
 */
describe('input limits at the edge (real auth, fleet, devices, journal)', () => {
  const { stack, fleet } = useFullStack();
  const org = useBeforeAll(() => stack.fixtures.organization('limits'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const vehicle = useBeforeAll(() => fleet.vehicle(org));
  const device = useBeforeAll(() => fleet.device(org.organizationId));

  const asAdmin = (): RequestOptions => ({
    token: org.admin.token,
    headers: { 'x-organization-id': String(org.organizationId) },
  });
  const asRoot = (): RequestOptions => ({
    token: stack.fixtures.rootToken,
    headers: { 'x-organization-id': String(org.organizationId) },
  });
  const asDriver = (): RequestOptions => ({ token: driver.token });
  const userById = async (id: number) => (await stack.api.get<UserJson>(`/api/user/${id}`, asAdmin())).body;

  describe.each([
    ['an administrator, on a driver', asAdmin],
    ['a driver, on their own account', asDriver],
  ])('travel purposes written by %s', (_who, as) => {
    const patchPurposes = (values: string[]) =>
      stack.api.patch<UserJson>(`/api/user/${driver.userId}`, { purposes: values }, as());

    it('refuses 51 purposes with 400 MISFORMATTED_FIELDS and keeps the saved ones', async () => {
      const before = await userById(driver.userId);
      const response = await patchPurposes(purposes(51, 10));
      expect({ status: response.status, code: codeOf(response) }).toEqual({
        status: 400,
        code: 'MISFORMATTED_FIELDS',
      });
      expect(response.text).toContain('purposes');
      expect(await userById(driver.userId)).toEqual(before);
    });

    it('refuses a purpose of 101 characters with 400 MISFORMATTED_FIELDS', async () => {
      const before = await userById(driver.userId);
      const response = await patchPurposes(['Kundbesök', text(101)]);
      expect({ status: response.status, code: codeOf(response) }).toEqual({
        status: 400,
        code: 'MISFORMATTED_FIELDS',
      });
      expect(response.text).toContain('purposes.1');
      expect(await userById(driver.userId)).toEqual(before);
    });

    it('accepts 50 purposes of 100 characters and answers them', async () => {
      const values = purposes(50, 100);
      const response = await patchPurposes(values);
      expect(response.status).toBe(200);
      expect(response.body.purposes).toEqual(values);
      expect((await userById(driver.userId)).purposes).toEqual(values);
    });
  });

  it('keeps the organisation’s user list small whatever a driver writes (1,250 purposes of 200 characters)', async () => {
    const attack = await stack.api.patch(`/api/user/${driver.userId}`, { purposes: purposes(1250, 200) }, asDriver());
    expect({ status: attack.status, code: codeOf(attack) }).toEqual({ status: 400, code: 'MISFORMATTED_FIELDS' });
    const users = await stack.api.get<UserJson[]>('/api/user', asAdmin());
    expect(users.status).toBe(200);
    // The admin and the driver, whose purposes are at most 50 × 100 characters.
    expect(users.text.length).toBeLessThan(16 * 1024);
  });

  /**
   * One past each bound, field by field, in an otherwise valid request: the route answers 400 MISFORMATTED_FIELDS
   * naming the field, before any service is asked.
   */
  describe('one past the bound of each field', () => {
    const route = (method: string, path: () => string, as: () => RequestOptions, base: () => object = () => ({})) => ({
      method,
      path,
      as,
      base,
    });
    const patchUser = route('PATCH', () => `/api/user/${driver.userId}`, asAdmin);
    const createUser = route(
      'POST',
      () => '/api/user',
      asAdmin,
      () => ({
        name: unique('Limit'),
        email: `${unique('limit')}@example.se`.toLowerCase(),
        roles: ['DRIVER'],
      }),
    );
    const inviteUser = route(
      'POST',
      () => '/api/invite-user',
      asAdmin,
      () => ({
        email: `${unique('invite')}@example.se`.toLowerCase(),
        fullName: 'Invited',
      }),
    );
    const patchOwnOrganization = route('PATCH', () => `/api/organization/${org.organizationId}`, asAdmin);
    const createOrganization = route(
      'POST',
      () => '/api/admin/organization',
      asRoot,
      () => ({
        fullName: unique('Limit org'),
        adminUserEmail: `${unique('limit-admin')}@example.se`.toLowerCase(),
        adminUserFullName: 'Admin',
      }),
    );
    const patchOrganization = route('PATCH', () => `/api/admin/organization/${org.organizationId}`, asRoot);
    const vehicleBody = () => ({
      displayName: unique('Limit'),
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
    });
    const createVehicle = route('POST', () => '/api/vehicles', asAdmin, vehicleBody);
    const patchVehicle = route('PATCH', () => `/api/vehicles/${vehicle.id}`, asAdmin);
    const setupVehicle = route(
      'POST',
      () => '/api/vehicles/setup',
      asAdmin,
      () => ({ vehicle: vehicleBody() }),
    );
    const patchDevice = route('PATCH', () => `/api/admin/devices/${device.id}`, asRoot);
    const smsCommand = route('POST', () => `/api/admin/devices/${device.id}/sms`, asRoot);
    const createZone = route('POST', () => `/api/user/${driver.userId}/zone`, asAdmin);
    const copyZone = route(
      'POST',
      () => '/api/zone/batch',
      asRoot,
      () => ({ zone: { zoneId: 1 } }),
    );
    const patchSchedule = route('PATCH', () => `/api/user/${driver.userId}/weekday`, asAdmin);
    const editTrip = route('PUT', () => '/api/journal/1', asAdmin);
    const mergeTrips = route('PUT', () => '/api/journal/merge', asAdmin);
    const newTrip = route(
      'POST',
      () => '/api/admin/trip',
      asRoot,
      () => ({
        vehicleId: vehicle.id,
        imei: '350000000000001',
        timestampStartMs: Date.UTC(2026, 0, 5, 8),
        timestampStopMs: Date.UTC(2026, 0, 5, 9),
        tripOdometerMax: 1000,
        purpose: 'BUSINESS',
      }),
    );
    const month = () => ({ month: 1, year: 2026, personId: driver.userId, vehicleId: vehicle.id });
    const refuseMonth = route(
      'PUT',
      () => '/api/attest/refuse',
      asAdmin,
      () => ({ ...month(), message: 'Fix' }),
    );
    const confirmMonth = route('PUT', () => '/api/attest/confirm', asAdmin, month);
    const setFlag = route(
      'POST',
      () => '/api/vehicles/set-flag',
      asAdmin,
      () => ({ isoCountryCode: 'SE' }),
    );
    const login = route(
      'POST',
      () => '/api/auth',
      () => ({}),
      () => ({ username: 'nobody@example.se' }),
    );

    const serviceEntry = { name: 'Oil', serviceAfterKm: 15000, latestServiceTsMs: Date.UTC(2026, 0, 10) };
    const day = (dayOfWeek: number) => ({ dayOfWeek, active: false, times: [] });
    const week = () => list(7, (index) => day(index + 1));

    it.each<[string, ReturnType<typeof route>, () => object]>([
      // users: lists, maps and texts (CreateUserBody, UpdateUserBody, InviteUserBody)
      ['purposes (51)', patchUser, () => ({ purposes: purposes(51, 5) })],
      ['a purpose (101 characters)', patchUser, () => ({ purposes: [text(101)] })],
      ['roles (5 of 4 names)', patchUser, () => ({ roles: list(5, () => 'DRIVER') })],
      ['permittedVehicles (10,001)', patchUser, () => ({ permittedVehicles: list(10_001, (i) => i + 1) })],
      ['defaultVehicles (10,001)', patchUser, () => ({ defaultVehicles: list(10_001, (i) => i + 1) })],
      ['settings (101 keys)', patchUser, () => ({ settings: keyed(101, () => true) })],
      ['a setting key (101 characters)', patchUser, () => ({ settings: { [text(101, 'K')]: true } })],
      ['displayName (201)', patchUser, () => ({ displayName: text(201) })],
      ['phone (51)', patchUser, () => ({ phone: text(51, '0') })],
      ['kontekEmployeeNumber (101)', patchUser, () => ({ kontekEmployeeNumber: text(101, '1') })],
      ['kontekEmployeeKey (201)', patchUser, () => ({ kontekEmployeeKey: text(201, 'k') })],
      ['ibuttonId (65)', patchUser, () => ({ ibuttonId: text(65, 'a') })],
      ['password (1,001)', patchUser, () => ({ password: text(1001) })],
      ['roles on create (5)', createUser, () => ({ roles: list(5, () => 'DRIVER') })],
      ['permittedVehicles on create (10,001)', createUser, () => ({ permittedVehicles: list(10_001, (i) => i + 1) })],
      ['defaultVehicles on create (10,001)', createUser, () => ({ defaultVehicles: list(10_001, (i) => i + 1) })],
      ['name on create (201)', createUser, () => ({ name: text(201) })],
      ['phone on create (51)', createUser, () => ({ phone: text(51, '0') })],
      ['fullName of an invitation (201)', inviteUser, () => ({ fullName: text(201) })],
      // organisations (UpdateOrganizationBody, AdminCreate/UpdateOrganizationBody)
      ['phone of the own organisation (51)', patchOwnOrganization, () => ({ phone: text(51, '0') })],
      ['a street (201)', patchOwnOrganization, () => ({ postalAddress: { streetAndNum: text(201) } })],
      ['a postcode (21)', patchOwnOrganization, () => ({ invoiceAddress: { zip: text(21, '1') } })],
      ['imeiFlagEmails (51)', patchOrganization, () => ({ imeiFlagEmails: list(51, (i) => `flag${i}@example.se`) })],
      [
        'imeiFlagEmails on create (51)',
        createOrganization,
        () => ({ imeiFlagEmails: list(51, (i) => `flag${i}@example.se`) }),
      ],
      ['modules (101 keys)', patchOrganization, () => ({ modules: keyed(101, () => ({ active: true })) })],
      ['modules on create (101 keys)', createOrganization, () => ({ modules: keyed(101, () => ({ active: true })) })],
      ['fullName of an organisation (201)', patchOrganization, () => ({ fullName: text(201) })],
      ['organizationNumber (51)', patchOrganization, () => ({ organizationNumber: text(51, '5') })],
      ['kontekUrlDomain (256)', patchOrganization, () => ({ kontekUrlDomain: text(256) })],
      ['kontekApiAccess.username (256)', patchOrganization, () => ({ kontekApiAccess: { username: text(256) } })],
      // vehicles (CreateVehicleBody, UpdateVehicleBody, VehicleSetupBody, SetFlagBody)
      ['displayName of a vehicle (201)', createVehicle, () => ({ displayName: text(201) })],
      ['permittedDrivers (10,001)', createVehicle, () => ({ permittedDrivers: list(10_001, (i) => i + 1) })],
      ['brand (101)', patchVehicle, () => ({ brand: text(101) })],
      ['style.marker (51)', patchVehicle, () => ({ style: { marker: text(51) } })],
      ['fuel1.svName (101)', patchVehicle, () => ({ fuel1: { svName: text(101) } })],
      [
        'settings.vehicleService (101 entries)',
        patchVehicle,
        () => ({ settings: { vehicleService: keyed(101, () => serviceEntry) } }),
      ],
      [
        'a service entry name (201)',
        patchVehicle,
        () => ({ settings: { vehicleService: { oil: { ...serviceEntry, name: text(201) } } } }),
      ],
      [
        'vehicleService of a setup (101 entries)',
        setupVehicle,
        () => ({ vehicleService: keyed(101, () => serviceEntry) }),
      ],
      ['vehicleIds of set-flag (10,001)', setFlag, () => ({ vehicleIds: list(10_001, (i) => i + 1) })],
      // devices (AdminPatchDeviceBody, SmsCommandBody)
      ['physicalLocation (501)', patchDevice, () => ({ physicalLocation: text(501) })],
      ['firmware (101)', patchDevice, () => ({ firmware: text(101) })],
      [
        'smsControl.history (1,001)',
        patchDevice,
        () => ({ smsControl: { history: list(1001, () => ({ smsAck: true, ack: true })) } }),
      ],
      ['an SMS command (161)', smsCommand, () => ({ command: text(161) })],
      // places and schedules (ZoneBody, ZoneBatchBody, WorkScheduleBody)
      ['zoneName (201)', createZone, () => ({ zoneName: text(201) })],
      ['address of a place (501)', createZone, () => ({ address: text(501) })],
      ['description of a place (501)', createZone, () => ({ description: text(501) })],
      ['personIds of a zone copy (1,001)', copyZone, () => ({ personIds: list(1001, (i) => i + 1) })],
      [
        'times of a work day (11)',
        patchSchedule,
        () => ({
          daysList: [{ ...day(1), times: list(11, () => ({ start: '0800', stop: '0900' })) }, ...week().slice(1)],
        }),
      ],
      [
        'a work time (5 characters)',
        patchSchedule,
        () => ({ daysList: [{ ...day(1), times: [{ start: '08000', stop: '0900' }] }, ...week().slice(1)] }),
      ],
      ['tripType of a schedule (41)', patchSchedule, () => ({ tripType: `BUSINESS${text(33, 'X')}` })],
      // journal (UpdateTripBody, MergeTripsBody, NewTripBody)
      ['description of a trip (501)', editTrip, () => ({ description: text(501) })],
      ['adminComment (1,001)', editTrip, () => ({ adminComment: text(1001) })],
      ['override_start (301)', editTrip, () => ({ override_start: text(301) })],
      ['purpose of a trip (49)', editTrip, () => ({ purpose: `BUSINESS${text(41, 'X')}` })],
      ['journal_ids of a merge (101)', mergeTrips, () => ({ journal_ids: list(101, (i) => i + 1) })],
      ['description of a new trip (501)', newTrip, () => ({ description: text(501) })],
      ['startAddress of a new trip (301)', newTrip, () => ({ startAddress: text(301) })],
      // attestation (AttestRefuseBody, AttestReviewBody)
      ['message of a refusal (1,001)', refuseMonth, () => ({ message: text(1001) })],
      ['tripIds of a refusal (10,001)', refuseMonth, () => ({ tripIds: list(10_001, (i) => i + 1) })],
      ['message of an approval (1,001)', confirmMonth, () => ({ message: text(1001) })],
      // session (LoginBody)
      ['password of a login (1,001)', login, () => ({ password: text(1001) })],
    ])('%s', async (_field, { method, path, as, base }, oversize) => {
      const response = await stack.api.request(method, path(), { ...as(), body: { ...base(), ...oversize() } });
      expect({ status: response.status, code: codeOf(response) }).toEqual({
        status: 400,
        code: 'MISFORMATTED_FIELDS',
      });
    });

    // Repeated parameters stop at the URL's size (below), so these lists are comma lists: the ids count.
    it.each([
      ['organizationIds of the device list (1,001)', '/api/admin/devices?organizationIds='],
      ['ids of the journal by ids (1,001)', '/api/journal/by-ids?ids='],
    ])('%s', async (_field, path) => {
      const ids = list(1001, (i) => i + 1).join(',');
      const response = await stack.api.get(`${path}${ids}`, asRoot());
      expect({ status: response.status, code: codeOf(response) }).toEqual({
        status: 400,
        code: 'MISFORMATTED_FIELDS',
      });
    });
  });

  it('keeps a JSON body to 256 kB (413 above) and a URL to 16 kB (431 above)', async () => {
    const body = await stack.api.patch(
      `/api/user/${driver.userId}`,
      { displayName: 'Big', padding: text(300 * 1024) },
      asAdmin(),
    );
    expect({ status: body.status, code: codeOf(body) }).toEqual({ status: 413, code: 'MISFORMATTED_FIELDS' });
    // Node's limit on the request line and headers together (http.maxHeaderSize).
    const url = await stack.api.get(`/api/journal?fromTsMs=1&toTsMs=2&vehicleIds=${text(17 * 1024, '1')}`, asRoot());
    expect(url.status).toBe(431);
  });
});
