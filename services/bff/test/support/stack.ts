import { randomInt } from 'node:crypto';

import {
  type Mailbox,
  type ServiceProcess,
  startAlarmsProcess,
  startAuthWithMailbox,
  startBffProcess,
  startDevicesProcess,
  startFleetProcess,
  startJournalProcess,
  startReportsProcess,
  startTollsProcess,
  useBeforeAllFields,
} from '@fleetlog/testing';

import { ApiClient, type ApiResponse } from './api-client';
import { type BffOptions, type RunningBff, startBff } from './bff-app';
import { Fixtures, type TestOrganization, unique } from './fixtures';

/** Everything behind the BFF: auth, fleet, devices and the journal (the map's private mode needs devices' positions
 * and the journal's open trips). */
export interface FullStack extends Stack {
  journal: ServiceProcess;
}

/**
 * auth as a process (its demo seed, mail to a mailbox) and the BFF in-process in front of it. The BFF is the file's
 * own; the services behind it are the shared run's (@fleetlog/testing startAuthWithMailbox and the start functions),
 * so a test finds its mail by recipient and its rows by the organisations it made.
 */
export interface AuthStack {
  smtp: Mailbox;
  auth: ServiceProcess;
  bff: RunningBff;
  api: ApiClient;
  fixtures: Fixtures;
  stop(): Promise<void>;
}

/** The whole backend: auth, fleet and devices as processes, the BFF in-process in front of them. */
export interface Stack extends AuthStack {
  fleet: ServiceProcess;
  devices: ServiceProcess;
}

/**
 * auth, fleet and the journal as processes, the BFF in front: the journal's routes with real vehicles and rights; and
 * reports (with devices, which it reads too) for the journal's CSV and the report routes.
 */
export interface JournalStack extends AuthStack {
  devices: ServiceProcess;
  reports: ServiceProcess;
  fleet: ServiceProcess;
  journal: ServiceProcess;
}

export function startJournalStack(): Promise<JournalStack> {
  return startBehindBff(async (auth, mailbox) => {
    const fleet = await startFleetProcess(auth.grpcUrl);
    const [devices, journal] = await Promise.all([
      startDevicesProcess(auth.grpcUrl, fleet.grpcUrl),
      startJournalProcess(auth.grpcUrl),
    ]);
    const reports = await startReportsProcess(
      { auth: auth.grpcUrl, journal: journal.grpcUrl, fleet: fleet.grpcUrl, devices: devices.grpcUrl },
      mailbox.smtpUrl,
    );
    return { fleet, devices, journal, reports };
  }, {});
}

/** auth alone behind the BFF (`bffOptions` besides auth's address): tests of the edge and of auth's routes. */
export function startAuthStack(bffOptions: Omit<BffOptions, 'authGrpcUrl'> = {}): Promise<AuthStack> {
  return startBehindBff(async () => ({}), bffOptions);
}

/** `bffInProcess`: the BFF's own code in this worker, for a test that reads its state (`stack.bff.app`). */
export function startStack(options: { bffInProcess?: boolean } = {}): Promise<Stack> {
  return startBehindBff(
    async (auth) => {
      const fleet = await startFleetProcess(auth.grpcUrl);
      const devices = await startDevicesProcess(auth.grpcUrl, fleet.grpcUrl);
      return { fleet, devices };
    },
    {},
    options.bffInProcess,
  );
}

export function startFullStack(): Promise<FullStack> {
  return startBehindBff(async (auth) => {
    const fleet = await startFleetProcess(auth.grpcUrl);
    const devices = await startDevicesProcess(auth.grpcUrl, fleet.grpcUrl);
    const journal = await startJournalProcess(auth.grpcUrl);
    return { fleet, devices, journal };
  }, {});
}

/** The full stack, tolls (its consumers off: the shared test broker's trips are not charged here), reports and alarms. */
export interface TollsStack extends FullStack {
  tolls: ServiceProcess;
  reports: ServiceProcess;
  alarms: ServiceProcess;
}

export function startTollsStack(): Promise<TollsStack> {
  return startBehindBff(async (auth, mailbox) => {
    const fleet = await startFleetProcess(auth.grpcUrl);
    const devices = await startDevicesProcess(auth.grpcUrl, fleet.grpcUrl);
    const journal = await startJournalProcess(auth.grpcUrl);
    const tolls = await startTollsProcess(auth.grpcUrl, devices.grpcUrl);
    const alarms = await startAlarmsProcess(
      { auth: auth.grpcUrl, fleet: fleet.grpcUrl, devices: devices.grpcUrl },
      mailbox.smtpUrl,
    );
    const reports = await startReportsProcess(
      {
        auth: auth.grpcUrl,
        journal: journal.grpcUrl,
        fleet: fleet.grpcUrl,
        devices: devices.grpcUrl,
        alarms: alarms.grpcUrl,
      },
      mailbox.smtpUrl,
    );
    return { fleet, devices, journal, tolls, reports, alarms };
  }, {});
}

/** The tolls stack for the calling describe block, with vehicle fixtures made through it. */
export function useTollsStack(): { stack: TollsStack; fleet: FleetFixtures } {
  return useBeforeAllFields(
    async () => {
      const stack = await startTollsStack();
      return { stack, fleet: new FleetFixtures(stack.api, stack.fixtures.rootToken) };
    },
    { close: ({ stack }) => stack.stop(), timeoutMs: 300_000 },
  );
}

/** The full stack for the calling describe block, with vehicle fixtures made through it. */
export function useFullStack(): { stack: FullStack; fleet: FleetFixtures } {
  return useBeforeAllFields(
    async () => {
      const stack = await startFullStack();
      return { stack, fleet: new FleetFixtures(stack.api, stack.fixtures.rootToken) };
    },
    { close: ({ stack }) => stack.stop(), timeoutMs: 300_000 },
  );
}

/**
 * auth, then the services `startServices` starts (stopped in reverse), then the BFF in front of them: the shared run's
 * BFF process when every service behind it is the shared run's (`startBffProcess`), else a BFF process of the file's;
 * with `bffOptions` or `inProcess`, the BFF's own code in this worker (a test that reads its state, or configures it).
 */
async function startBehindBff<
  T extends {
    fleet?: ServiceProcess;
    devices?: ServiceProcess;
    journal?: ServiceProcess;
    tolls?: ServiceProcess;
    reports?: ServiceProcess;
    alarms?: ServiceProcess;
  },
>(
  startServices: (auth: ServiceProcess, mailbox: { smtpUrl: string }) => Promise<T>,
  bffOptions: Omit<BffOptions, 'authGrpcUrl'>,
  inProcess = false,
): Promise<AuthStack & T> {
  const { auth, mailbox: smtp, close: closeAuth } = await startAuthWithMailbox();
  const services = await startServices(auth, { smtpUrl: smtp.url });
  const peers = {
    auth: auth.grpcUrl,
    fleet: services.fleet?.grpcUrl,
    devices: services.devices?.grpcUrl,
    journal: services.journal?.grpcUrl,
    tolls: services.tolls?.grpcUrl,
    reports: services.reports?.grpcUrl,
    alarms: services.alarms?.grpcUrl,
  };
  const bff: RunningBff =
    inProcess || Object.keys(bffOptions).length > 0
      ? await startBff({
          authGrpcUrl: auth.grpcUrl,
          fleetGrpcUrl: peers.fleet,
          devicesGrpcUrl: peers.devices,
          journalGrpcUrl: peers.journal,
          tollsGrpcUrl: peers.tolls,
          reportsGrpcUrl: peers.reports,
          alarmsGrpcUrl: peers.alarms,
          ...bffOptions,
        })
      : await startBffProcess(peers).then((running) => ({ baseUrl: running.baseUrl, close: () => running.stop() }));
  const api = new ApiClient(bff.baseUrl);
  return {
    smtp,
    auth,
    ...services,
    bff,
    api,
    fixtures: await Fixtures.create(api),
    async stop() {
      await bff.close();
      await services.alarms?.stop();
      await services.reports?.stop();
      await services.tolls?.stop();
      await services.journal?.stop();
      await services.devices?.stop();
      await services.fleet?.stop();
      await closeAuth();
    },
  };
}

/** The full stack and alarms (its evaluators on the shared broker's streams; mail to the stack's mailbox). */
export interface AlarmsStack extends FullStack {
  alarms: ServiceProcess;
}

export function useAlarmsStack(): { stack: AlarmsStack; fleet: FleetFixtures } {
  return useBeforeAllFields(
    async () => {
      const stack = await startBehindBff(async (auth, smtp) => {
        const fleet = await startFleetProcess(auth.grpcUrl);
        const devices = await startDevicesProcess(auth.grpcUrl, fleet.grpcUrl);
        const journal = await startJournalProcess(auth.grpcUrl);
        const alarms = await startAlarmsProcess(
          { auth: auth.grpcUrl, fleet: fleet.grpcUrl, devices: devices.grpcUrl },
          smtp.smtpUrl,
        );
        return { fleet, devices, journal, alarms };
      }, {});
      return { stack, fleet: new FleetFixtures(stack.api, stack.fixtures.rootToken) };
    },
    { close: ({ stack }) => stack.stop(), timeoutMs: 300_000 },
  );
}

/** The auth stack for the calling describe block, started before its tests and stopped after them. */
export function useAuthStack(bffOptions?: Omit<BffOptions, 'authGrpcUrl'>): AuthStack {
  return useBeforeAllFields(() => startAuthStack(bffOptions), { close: (stack) => stack.stop(), timeoutMs: 180_000 });
}

/** The journal stack for the calling describe block, with vehicle fixtures made through it. */
export function useJournalStack(): { stack: JournalStack; fleet: FleetFixtures } {
  return useBeforeAllFields(
    async () => {
      const stack = await startJournalStack();
      return { stack, fleet: new FleetFixtures(stack.api, stack.fixtures.rootToken) };
    },
    { close: ({ stack }) => stack.stop(), timeoutMs: 300_000 },
  );
}

/** The whole stack for the calling describe block, and fixtures of vehicles and devices made through it. */
export function useStack(options: { bffInProcess?: boolean } = {}): { stack: Stack; fleet: FleetFixtures } {
  return useBeforeAllFields(
    async () => {
      const stack = await startStack(options);
      return { stack, fleet: new FleetFixtures(stack.api, stack.fixtures.rootToken) };
    },
    { close: ({ stack }) => stack.stop(), timeoutMs: 300_000 },
  );
}

export interface VehicleJson {
  id: number;
  organizationId: number;
  displayName: string;
  registry: string;
  isArchived: boolean;
  defaultTripType: string;
  permittedDrivers: Array<{ id: number }>;
  defaultDriver: { id: number } | null;
  currentDriver: { id: number } | null;
  state: { imei: string } | null;
  deviceType: string;
}

export interface DeviceJson {
  id: number;
  imei: string;
  deviceType: string;
  organizationId: { organizationId: number } | null;
  installedVehicle: { id: number } | null;
  retired: boolean;
}

export interface InstallationJson {
  deviceId: number;
  vehicleId: number;
  organizationId: number;
  installedTsMs: number;
  removedTsMs: number;
  removalReason: string;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** Vehicles and devices made through the API, each with unique identifiers so parallel runs never collide. */
export class FleetFixtures {
  constructor(
    private readonly api: ApiClient,
    private readonly rootToken: string,
  ) {}

  async vehicle(
    organization: TestOrganization,
    overrides: Record<string, unknown> = {},
    token = organization.admin.token,
  ): Promise<VehicleJson> {
    const created = await this.api.post<VehicleJson>(
      '/api/vehicles',
      {
        displayName: unique('Van'),
        defaultTripType: 'BUSINESS',
        benefitType: 'WORK',
        isoCountryCode: 'SE',
        ...overrides,
      },
      { token, headers: { 'x-organization-id': String(organization.organizationId) } },
    );
    expectOk(created, 201, 'creating vehicle');
    return created.body;
  }

  /** A unit added by ROOT, optionally connected to an organisation (not installed). */
  async device(organizationId?: number, overrides: Record<string, unknown> = {}): Promise<DeviceJson> {
    const created = await this.api.post<DeviceJson>(
      '/api/admin/devices',
      {
        imei: `35${digits(13)}`,
        iccid: `8946${digits(16)}`,
        phone: `+467${digits(8)}`,
        deviceType: 'FMB001',
        organizationId: organizationId ?? null,
        ...overrides,
      },
      { token: this.rootToken },
    );
    expectOk(created, 201, 'adding device');
    return created.body;
  }

  /** An organisation below `parent`, created by ROOT (its admin is not needed). */
  async childOrganization(parent: TestOrganization): Promise<number> {
    const name = unique('child');
    const created = await this.api.post<{ organization: { organizationId: number } }>(
      '/api/admin/organization',
      {
        fullName: `BFF ${name}`,
        parentOrganization: parent.organizationId,
        adminUserEmail: `admin-${name}@example.se`.toLowerCase(),
        adminUserFullName: `Admin ${name}`,
        adminUserPassword: 'Test-password-1',
      },
      { token: this.rootToken },
    );
    expectOk(created, 201, 'creating child organisation');
    return created.body.organization.organizationId;
  }

  async install(deviceId: number, vehicleId: number, token: string, move = false): Promise<DeviceJson> {
    const response = await this.api.patch<DeviceJson>(`/api/devices/${deviceId}`, { vehicleId, move }, { token });
    expectOk(response, 200, 'installing device');
    return response.body;
  }
}

export function expectOk(response: ApiResponse, status: number, what: string): void {
  if (response.status !== status) throw new Error(`${what} failed: ${response.status} ${response.text}`);
}

// Polling lives once in @fleetlog/testing (returns the last value read at the deadline, for the test to assert).
export { eventuallyAccepted as eventually } from '@fleetlog/testing';
