import { Get, Put, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorCode, type journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import { ReportsGrpcClient } from '../reports-client/reports-grpc.client';
import { sendReportFile } from '../reports/report-download';
import { reportRequest } from '../reports/reports.controller';
import {
  type JournalCsvQuery,
  JournalCsvQuerySchema,
  type JournalEntryJson,
  JournalEntrySchema,
  type JournalQuery,
  JournalQuerySchema,
  type MergeTripsBody,
  MergeTripsBodySchema,
  type OverrideHistoryEntryJson,
  OverrideHistoryEntrySchema,
  type TripIdsQuery,
  TripIdsQuerySchema,
  type UnmergeTripsBody,
  UnmergeTripsBodySchema,
  type UpdateTripBody,
  UpdateTripBodySchema,
} from './journal.schemas';

/** At most this many trips in one answer (spec 02 §9 asks for all: a year of fifty busy vehicles fits). */
export const JOURNAL_MAX_ENTRIES = 100_000;

/** The driving journal (spec 02 §2.1, §4, §7 "Journal"). */
@AuthenticatedController('journal', 'api')
export class JournalController {
  constructor(
    private readonly journal: JournalGrpcClient,
    private readonly reports: ReportsGrpcClient,
  ) {}

  @Get('journal')
  @Endpoint('Trips starting in a range, oldest first, as the caller may see them', {
    query: JournalQuerySchema,
    ok: [JournalEntrySchema],
  })
  @ApiQuery({ name: 'fromTsMs', required: false, description: 'Epoch ms, inclusive (or from_ts)' })
  @ApiQuery({ name: 'toTsMs', required: false, description: 'Epoch ms, exclusive (or to_ts)' })
  @ApiQuery({ name: 'vehicleIds', required: false, description: 'Comma-separated or repeated ids' })
  @ApiQuery({ name: 'driverIds', required: false, description: 'Comma-separated or repeated ids' })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'fetchCoordinates', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'excludeCoords', required: false, enum: ['true', 'false'] })
  async list(@ValidQuery() query: JournalQuery, @Caller() caller: CallerContext): Promise<JournalEntryJson[]> {
    return (await this.search(query, caller)).entries;
  }

  @Get('journal-csv')
  @Endpoint('The same search as a CSV file: the journal report of the reports service (one CSV renderer)', {
    description:
      'UTF-8 with a byte-order mark; csvDelimiter ";" (the default here, for Swedish Windows spreadsheets, with ' +
      'decimal commas) or "," (decimal points). Privacy as in the API: the own private trips in full, another ' +
      "driver's as date and distance. No trips: 404 JOURNALS_MISSING.",
    query: JournalCsvQuerySchema,
    ok: { type: 'string', description: 'text/csv; charset=utf-8, with a byte-order mark' },
    errors: [404],
  })
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'csvDelimiter', required: false, enum: [';', ','] })
  @ApiQuery({ name: 'lang', required: false, enum: ['sv', 'en'] })
  async csv(
    @ValidQuery() query: JournalCsvQuery,
    @Caller() caller: CallerContext,
    @Res() response: Response,
  ): Promise<void> {
    const fromTsMs = query.fromTsMs ?? query.from_ts;
    const toTsMs = query.toTsMs ?? query.to_ts;
    if (fromTsMs === undefined || toTsMs === undefined) throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
    const request = reportRequest('journal', 'csv', {
      fromTsMs,
      toTsMs,
      vehicleIds: query.vehicleIds,
      driverIds: query.driverIds,
      showPrivate: true,
      lang: query.lang,
      csvDelimiter: query.csvDelimiter ?? ';',
    });
    await sendReportFile(await this.reports.renderReport(caller, request), response);
  }

  /** GET /journal's search: page by page (each far under gRPC's message limit) until done or `size` trips. */
  private async search(query: JournalQuery, caller: CallerContext) {
    const fromTsMs = query.fromTsMs ?? query.from_ts;
    const toTsMs = query.toTsMs ?? query.to_ts;
    if (fromTsMs === undefined || toTsMs === undefined) throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
    const size = Math.min(query.size || JOURNAL_MAX_ENTRIES, JOURNAL_MAX_ENTRIES);
    const entries: journalV1.JournalEntry[] = [];
    let after: journalV1.PageCursor | undefined;
    do {
      const page = await this.journal.call(caller, (md) =>
        this.journal.journal.listJournal(
          {
            fromTsMs,
            toTsMs,
            vehicleIds: query.vehicleIds ?? [],
            vehicleOrganizationIds: [],
            driverIds: query.driverIds ?? [],
            size,
            includeCoordinates: (query.fetchCoordinates ?? false) && !(query.excludeCoords ?? false),
            pageSize: 0,
            after,
          },
          md,
        ),
      );
      entries.push(...(page.entries ?? []));
      after = page.next;
    } while (after && entries.length < size);
    return { entries: entries.slice(0, size).map(toJournalEntryJson), fromTsMs, toTsMs };
  }

  // Before journal/:id, which would take "merge" for an id.
  @Put('journal/merge')
  @Endpoint('Merge consecutive trips into one entry (120 minutes apart at most, same vehicle, driver, purpose)', {
    body: MergeTripsBodySchema,
    ok: JournalEntrySchema,
    errors: [403, 404],
  })
  async merge(@ValidBody() body: MergeTripsBody, @Caller() caller: CallerContext): Promise<JournalEntryJson> {
    const entry = await this.journal.call(caller, (md) =>
      this.journal.journal.mergeTrips({ journalIds: body.journal_ids, description: body.description }, md),
    );
    return toJournalEntryJson(entry);
  }

  @Put('journal/unmerge')
  @Endpoint('Split a merged entry into its trips again', {
    body: UnmergeTripsBodySchema,
    ok: [JournalEntrySchema],
    errors: [403, 404],
  })
  async unmerge(@ValidBody() body: UnmergeTripsBody, @Caller() caller: CallerContext): Promise<JournalEntryJson[]> {
    const { entries } = await this.journal.call(caller, (md) =>
      this.journal.journal.unmergeTrips({ journalId: body.mergedTripsId[0] }, md),
    );
    return (entries ?? []).map(toJournalEntryJson);
  }

  // Before journal/:id.
  @Get('journal/by-ids')
  @Endpoint("The trips named (a merged entry's trips), oldest first; ids out of reach are left out", {
    query: TripIdsQuerySchema,
    ok: [JournalEntrySchema],
  })
  @ApiQuery({ name: 'ids', required: true, description: 'Comma-separated or repeated journal ids (at most 1,000)' })
  async byIds(@ValidQuery() query: TripIdsQuery, @Caller() caller: CallerContext): Promise<JournalEntryJson[]> {
    const { entries } = await this.journal.call(caller, (md) =>
      this.journal.journal.getTrips({ journalIds: query.ids, includeCoordinates: true }, md),
    );
    return (entries ?? []).map(toJournalEntryJson);
  }

  @Get('journal/:id/override-history')
  @Endpoint('The trip as detected, then each superadmin override, oldest first (ROOT)', {
    id: 'Journal (trip) id',
    ok: [OverrideHistoryEntrySchema],
    errors: [403, 404],
  })
  async overrideHistory(@IdParam() id: number, @Caller() caller: CallerContext): Promise<OverrideHistoryEntryJson[]> {
    const { entries } = await this.journal.call(caller, (md) =>
      this.journal.journal.getOverrideHistory({ journalId: id }, md),
    );
    return (entries ?? []).map((entry) => ({
      overrideTsMs: entry.overrideTsMs,
      overrideTuId: entry.overrideTuId === 0 ? null : entry.overrideTuId,
      overrideTuName: entry.overrideTuName,
      tripUserspaceId: entry.tripUserspaceId,
      timestampStartMs: entry.timestampStartMs,
      timestampStopMs: entry.timestampStopMs,
      odometerStart: entry.odometerStart,
      odometerStop: entry.odometerStop,
      tripOdometerMax: entry.tripOdometerMax,
      overrideStartAddress: entry.overrideStartAddress === '' ? null : entry.overrideStartAddress,
      overrideStopAddress: entry.overrideStopAddress === '' ? null : entry.overrideStopAddress,
      congestionTaxOverride: entry.congestionTaxOverride ?? null,
      infraTaxOverride: entry.infraTaxOverride ?? null,
    }));
  }

  @Put('journal/:id')
  @Endpoint('Confirm, correct, describe, comment or change the purpose of a trip', {
    id: 'Journal (trip) id',
    body: UpdateTripBodySchema,
    ok: JournalEntrySchema,
    errors: [403],
  })
  async update(
    @IdParam() id: number,
    @ValidBody() body: UpdateTripBody,
    @Caller() caller: CallerContext,
  ): Promise<JournalEntryJson> {
    const entry = await this.journal.call(caller, (md) =>
      this.journal.journal.updateTrip(
        {
          journalId: id,
          lightAttested: body.lightAttested,
          correctedByDriver: body.correctedByDriver,
          purpose: body.purpose,
          description: body.description,
          adminComment: body.adminComment,
          privateConfirmed: body.privateConfirmed ?? false,
          dismissDevComment: body.dismissDevComment,
          timestampStartMs: body.timestamp_start_ms,
          timestampStopMs: body.timestamp_stop_ms,
          odometerMax: body.odometer_max,
          overrideStart: body.override_start,
          overrideStop: body.override_stop,
          userId: body.user_id === undefined ? undefined : (body.user_id ?? 0),
        },
        md,
      ),
    );
    return toJournalEntryJson(entry);
  }
}

export function toJournalEntryJson(entry: journalV1.JournalEntry): JournalEntryJson {
  const at = (coordinate: journalV1.Coordinate | undefined) => ({
    latitude: coordinate?.latitude ?? 0,
    longitude: coordinate?.longitude ?? 0,
  });
  const registry = entry.vehicle?.registry ?? '';
  return {
    journal_id: entry.journalId,
    user_id: entry.driver ? entry.driver.id : null,
    organizationId: entry.organizationId,
    status: entry.status as JournalEntryJson['status'],
    lightAttested: entry.lightAttested,
    correctedByDriver: entry.correctedByDriver,
    attested: entry.attested,
    adminComment: entry.adminComment,
    devComment: entry.devComment ?? [],
    isBadTrip: entry.isBadTrip,
    merged: entry.merged,
    mergedTripsId: entry.mergedTripsId ?? [],
    privateHidden: entry.privateHidden,
    driver: entry.driver ? { id: entry.driver.id, displayName: entry.driver.displayName } : null,
    vehicle: {
      vehicleId: entry.vehicle?.vehicleId ?? 0,
      reg: registry,
      registry,
      full_name: entry.vehicle?.displayName ?? '',
    },
    geocode_start: { format: entry.startAddress },
    geocode_stop: { format: entry.stopAddress },
    trip: {
      tripId: entry.journalId,
      timestamp_start_ms: entry.timestampStartMs,
      timestamp_stop_ms: entry.timestampStopMs,
      odometer_start: entry.odometerStart,
      odometer_stop: entry.odometerStop,
      odometer_max: entry.odometerMax,
      purpose: entry.purpose,
      description: entry.description,
      start: at(entry.start),
      stop: at(entry.stop),
      coords: (entry.coords ?? []).map(at),
    },
    metrics: {
      harshAccelerations: entry.harshAccelerations,
      harshBrakings: entry.harshBrakings,
      sharpCorners: entry.sharpCorners,
      maxSpeedKmh: entry.maxSpeedKmh,
    },
    imei: entry.imei,
    overrideTsMs: entry.overrideTsMs,
    override_start: entry.startAddressOverridden ? entry.startAddress : null,
    override_stop: entry.stopAddressOverridden ? entry.stopAddress : null,
    congestionTaxSek: entry.congestionTaxSek ?? 0,
    congestionTaxSekOverride: entry.congestionTaxSekOverride ?? null,
    congestionTaxCount: entry.congestionTaxCount ?? 0,
    infraTaxSek: entry.infraTaxSek ?? 0,
    infraTaxSekOverride: entry.infraTaxSekOverride ?? null,
    infraTaxCount: entry.infraTaxCount ?? 0,
    congestionData: { passages: (entry.tollPassages ?? []).map(toTollPassageJson) },
  };
}

/** A passage as the journal JSON shows it (from the journal's entry or from tolls' TripCharges: the same fields). */
export function toTollPassageJson(
  passage: Pick<
    journalV1.TollPassage,
    | 'passageId'
    | 'stationName'
    | 'stationLatitude'
    | 'stationLongitude'
    | 'timestampMs'
    | 'price'
    | 'priceInfra'
    | 'overridePrice'
    | 'overridePriceInfra'
    | 'isActive'
    | 'tax'
  >,
): JournalEntryJson['congestionData']['passages'][number] {
  return {
    passageId: passage.passageId,
    station: {
      name: passage.stationName,
      geometry: { coordinates: [passage.stationLongitude, passage.stationLatitude] },
    },
    isotime: new Date(passage.timestampMs).toISOString(),
    price: passage.price,
    priceInfra: passage.priceInfra,
    overridePrice: passage.overridePrice ?? null,
    overridePriceInfra: passage.overridePriceInfra ?? null,
    isActive: passage.isActive,
    tax: passage.tax === 'infrastructure' ? 'infrastructure' : 'congestion',
  };
}
