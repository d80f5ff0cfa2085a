import { Patch, Post, Put } from '@nestjs/common';
import { ErrorCode, type journalV1, type tollsEventsV1, type tollsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext, inAllOrganizations } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody } from '../common/endpoint';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import { TollsGrpcClient } from '../tolls-client/tolls-grpc.client';
import { tripFacts } from '../tolls-client/trip-facts';
import { toTollPassageJson } from './journal.controller';
import {
  type PassageOverrideBody,
  PassageOverrideBodySchema,
  type RestorePassagesBody,
  RestorePassagesBodySchema,
  type TripTollsJson,
  TripTollsSchema,
} from './toll-editing.schemas';

const WHO =
  "ADMIN of the trip's organisation, ROOT, HEXA (a driver: 403 ROOT_OR_ADMIN_REQUIRED; another driver's private trip: " +
  "403 PRIVATE_TRIP_DIFFERENT_USER); a CHECKED, LOCKED or DONE trip: 400 TRIP_ATTESTED. Answers the toll fields as they now stand; the journal's copy follows within seconds.";

/**
 * Toll editing in the route panel (spec 02 §2.2, §4, §7): a passage's override or removal, the restore of a trip's
 * passages and the reset of its tolls, by the tolls service (tolls.v1.TollsService), which publishes each change on
 * tolls.trip-charges.v1 for the journal. Restore and reset first read the entry through the journal with the
 * caller's token (out of reach: 404 JOURNAL_MISSING); a merged entry's trips are each changed, the answer summed.
 * A named passage or trip is looked for in all the caller's organisations, not only the one selected in the header
 * (the superadmin's toll analyser resets a trip of any organisation).
 */
@AuthenticatedController('journal', 'api')
export class TollEditingController {
  constructor(
    private readonly journal: JournalGrpcClient,
    private readonly tolls: TollsGrpcClient,
  ) {}

  // Before journal/:id routes of the other controllers (a different verb and depth, but kept first anyway).
  @Patch('journal/passage/:id')
  @Endpoint("Override a passage's amount (null clears), or remove it or bring it back", {
    id: 'Passage id',
    body: PassageOverrideBodySchema,
    ok: TripTollsSchema,
    description: `${WHO} A passage out of reach: 404 PASSAGE_MISSING. Only the passage's trip changes: the day's other trips keep their amounts.`,
    errors: [403, 404],
  })
  async overridePassage(
    @IdParam() passageId: number,
    @ValidBody() body: PassageOverrideBody,
    @Caller() selected: CallerContext,
  ): Promise<TripTollsJson> {
    const caller = inAllOrganizations(selected);
    const override = overrideOf(body);
    const request: tollsV1.OverridePassageRequest = {
      passageId,
      overrideSek: override ?? undefined,
      clearOverride: override === null,
      isActive: body.isActive,
    };
    const charges = await this.tolls.call(caller, (md) => this.tolls.tolls.overridePassage(request, md));
    return tripTollsJson(Number(charges.tripId), [charges]);
  }

  @Put('journal/:id/restore-passages')
  @Endpoint("Drop the overrides and removals of the trip's congestion-tax and/or infrastructure-fee passages", {
    id: 'Journal (trip) id',
    body: RestorePassagesBodySchema,
    ok: TripTollsSchema,
    description: `${WHO} The trip's days are computed again.`,
    errors: [403, 404],
  })
  async restorePassages(
    @IdParam() id: number,
    @ValidBody() body: RestorePassagesBody,
    @Caller() selected: CallerContext,
  ): Promise<TripTollsJson> {
    const caller = inAllOrganizations(selected);
    const trips = await this.tripsOf(caller, id);
    const answers: tollsEventsV1.TripCharges[] = [];
    for (const trip of trips) {
      answers.push(
        await this.tolls.call(caller, (md) =>
          this.tolls.tolls.restorePassages(
            { tripId: trip.journalId, congestion: body.congestion, infra: body.infra },
            md,
          ),
        ),
      );
    }
    return tripTollsJson(id, answers);
  }

  @Post('journal/:id/reset-toll')
  @Endpoint("Detect the trip's passages again on its path with the stations as now corrected, and recompute", {
    id: 'Journal (trip) id',
    ok: TripTollsSchema,
    description: `${WHO} The trip's passage overrides are dropped; a trip not charged yet is charged now.`,
    errors: [403, 404],
  })
  async resetTolls(@IdParam() id: number, @Caller() selected: CallerContext): Promise<TripTollsJson> {
    const caller = inAllOrganizations(selected);
    const trips = await this.tripsOf(caller, id);
    const answers: tollsEventsV1.TripCharges[] = [];
    for (const trip of trips) {
      answers.push(await this.tolls.call(caller, (md) => this.tolls.tolls.resetTripTolls(tripFacts(trip), md)));
    }
    return tripTollsJson(id, answers);
  }

  /** The entry's trips as the caller sees them (the entry itself, or a merged entry's trips); JOURNAL_MISSING. */
  private async tripsOf(caller: CallerContext, journalId: number): Promise<journalV1.JournalEntry[]> {
    // Another driver's private trip comes without its times (its day only): its tolls are not for others to redo.
    const { entry, entries: all } = await this.journal.tripWithDetails(caller, journalId);
    if (!entry.merged) return [entry];
    const ids = new Set((entry.mergedTripsId ?? []).map(Number));
    const trips = all.filter((candidate) => ids.has(Number(candidate.journalId)) && !candidate.merged);
    return trips.length > 0 ? trips : [entry];
  }
}

/** The override of the body: the field given (both given must agree; the passage bears one kind only). */
function overrideOf(body: PassageOverrideBody): number | null | undefined {
  const { overridePrice, overridePriceInfra } = body;
  if (overridePrice !== undefined && overridePriceInfra !== undefined && overridePrice !== overridePriceInfra) {
    throw new DomainError(
      ErrorCode.MISFORMATTED_FIELDS,
      'Misformatted fields: give overridePrice or overridePriceInfra, the one of the passage',
    );
  }
  return overridePrice !== undefined ? overridePrice : overridePriceInfra;
}

/** The trips' charges in the journal JSON's toll fields, summed as the journal sums a merged entry. */
export function tripTollsJson(journalId: number, answers: readonly tollsEventsV1.TripCharges[]): TripTollsJson {
  const sum = (amount: (charges: tollsEventsV1.TripCharges) => number) =>
    answers.reduce((total, charges) => total + amount(charges), 0);
  const overridden = (
    override: (charges: tollsEventsV1.TripCharges) => number | undefined,
    computed: (charges: tollsEventsV1.TripCharges) => number,
  ) =>
    answers.some((charges) => override(charges) !== undefined)
      ? sum((charges) => override(charges) ?? computed(charges))
      : null;
  return {
    journal_id: journalId,
    congestionTaxSek: sum((charges) => charges.congestionTaxSek),
    congestionTaxSekOverride: overridden(
      (charges) => charges.congestionTaxSekOverride,
      (charges) => charges.congestionTaxSek,
    ),
    congestionTaxCount: sum((charges) => charges.congestionTaxCount),
    infraTaxSek: sum((charges) => charges.infraTaxSek),
    infraTaxSekOverride: overridden(
      (charges) => charges.infraTaxSekOverride,
      (charges) => charges.infraTaxSek,
    ),
    infraTaxCount: sum((charges) => charges.infraTaxCount),
    congestionData: {
      passages: answers
        .flatMap((charges) => charges.passages ?? [])
        .sort((a, b) => Number(a.timestampMs) - Number(b.timestampMs))
        .map(toTollPassageJson),
    },
  };
}
