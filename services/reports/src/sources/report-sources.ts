import { devicesV1, fleetV1, journalV1 } from '@fleetlog/contracts';
import { callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import type { ReportActor } from './report-actor';

type ClosableClient = ClientGrpc & { close(): unknown };

/** Trips per page asked of the journal: far under gRPC's message limit, few round trips for a year. */
const JOURNAL_PAGE = 2_000;

/**
 * A journal search: the period, the vehicles (those named and those of the organisations named; neither: every one
 * the actor may see) and the drivers (empty: every one).
 */
export interface TripSearch {
  fromTsMs: number;
  toTsMs: number;
  vehicleIds: readonly number[];
  vehicleOrganizationIds: readonly number[];
  driverIds: readonly number[];
}

/** A search as the journal's ListJournal and GetJournalDigest take it (no coordinates: no report prints them). */
function journalSearch(search: TripSearch): journalV1.ListJournalRequest {
  return {
    fromTsMs: search.fromTsMs,
    toTsMs: search.toTsMs,
    vehicleIds: [...search.vehicleIds],
    vehicleOrganizationIds: [...search.vehicleOrganizationIds],
    driverIds: [...search.driverIds],
    size: 0,
    includeCoordinates: false,
    pageSize: 0,
  };
}

/**
 * What reports read, from the services that own it, as the actor: trips (with the journal's privacy rule already
 * applied), attestation months and eco scores from the journal, vehicles from fleet, devices from devices. Never
 * another service's tables.
 */
@Injectable()
export class ReportSources implements OnApplicationShutdown {
  private readonly clients: ClosableClient[] = [];
  private readonly journal: journalV1.JournalServiceClient;
  private readonly attestation: journalV1.AttestationServiceClient;
  private readonly vehicles: fleetV1.VehiclesServiceClient;
  private readonly devices: devicesV1.DevicesServiceClient;

  constructor(@Inject(REPORTS_CONFIG) private readonly config: ReportsConfig) {
    const journal = this.client('journal', config.JOURNAL_GRPC_URL);
    const fleet = this.client('fleet', config.FLEET_GRPC_URL);
    const devices = this.client('devices', config.DEVICES_GRPC_URL);
    this.journal = journal.getService(journalV1.JOURNAL_SERVICE_NAME);
    this.attestation = journal.getService(journalV1.ATTESTATION_SERVICE_NAME);
    this.vehicles = fleet.getService(fleetV1.VEHICLES_SERVICE_NAME);
    this.devices = devices.getService(devicesV1.DEVICES_SERVICE_NAME);
  }

  /** The search's trips, oldest first, page by page (a year of fifty vehicles never sits in memory at once). */
  async *trips(actor: ReportActor, search: TripSearch): AsyncGenerator<journalV1.JournalEntry> {
    let after: journalV1.PageCursor | undefined;
    do {
      const page = await this.call(() =>
        this.journal.listJournal({ ...journalSearch(search), pageSize: JOURNAL_PAGE, after }, actor.metadata()),
      );
      yield* page.entries ?? [];
      after = page.next;
    } while (after);
  }

  /** The journal's digest of the search's trips as the actor sees them (equal digests: equal trips). */
  async journalDigest(actor: ReportActor, search: TripSearch): Promise<journalV1.JournalDigest> {
    return this.call(() => this.journal.getJournalDigest(journalSearch(search), actor.metadata()));
  }

  /** The attestation months of a calendar month in the actor's organisations (spec 02 §4). */
  async months(actor: ReportActor, year: number, month: number): Promise<journalV1.MonthState[]> {
    const reply = await this.call(() => this.attestation.listMonths({ year, month }, actor.metadata()));
    return reply.months ?? [];
  }

  async ecoScore(actor: ReportActor, vehicleId: number, fromMs: number, toMs: number): Promise<journalV1.EcoScore> {
    return this.call(() => this.journal.getEcoScore({ vehicleId, fromMs, toMs }, actor.metadata()));
  }

  /**
   * Every vehicle the actor sees, as the lists of reports need them (archived ones too: a report on a past period may
   * need them). Fleet's short form: no device states, drivers' names or service entries to gather.
   */
  async vehicleList(actor: ReportActor): Promise<fleetV1.VehicleSimple[]> {
    const reply = await this.call(() => this.vehicles.listVehiclesSimple({ showArchived: true }, actor.metadata()));
    return reply.vehicles ?? [];
  }

  /** Every vehicle the actor sees with its device's state (the tracker report's battery and last contact). */
  async vehicleDetails(actor: ReportActor): Promise<fleetV1.Vehicle[]> {
    const reply = await this.call(() => this.vehicles.listVehicles({ showArchived: true }, actor.metadata()));
    return reply.vehicles ?? [];
  }

  get devicesClient(): devicesV1.DevicesServiceClient {
    return this.devices;
  }

  call<T>(invoke: () => import('rxjs').Observable<T>): Promise<T> {
    return callGrpc(invoke, { timeoutMs: this.config.SOURCE_TIMEOUT_MS });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }

  private client(name: 'journal' | 'fleet' | 'devices', url: string): ClosableClient {
    const client = ClientProxyFactory.create(grpcClientOptions(name, url)) as unknown as ClosableClient;
    this.clients.push(client);
    return client;
  }
}
