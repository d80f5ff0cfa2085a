import type { tollsEventsV1 } from '@fleetlog/contracts';
import { createLogger, type Logger } from '@fleetlog/logging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { JOURNAL_CONFIG, type JournalConfig } from '../config';
import { storedPassages } from './toll-passages';

/**
 * Applies one TripCharges (tolls.trip-charges.v1) to its trip: the congestion tax and infrastructure fee sums as
 * computed, the sums after the passage overrides where one is set, the counts and the passages. Full state keyed by trip with a
 * per-trip version: a version the trip has already taken (a redelivery) or passed (an older state) changes nothing.
 * A trip the journal does not hold is logged and skipped (tolls follows only the trips the journal published).
 * Nothing goes out: the charges are not part of TripChanged, which tolls itself consumes.
 */
@Injectable()
export class TripChargesHandler {
  private readonly logger: Logger;

  constructor(
    private readonly em: EntityManager,
    @Inject(JOURNAL_CONFIG) config: JournalConfig,
  ) {
    this.logger = createLogger({ service: 'journal', level: config.LOG_LEVEL }).child({ component: 'trip-charges' });
  }

  async handle(event: tollsEventsV1.TripCharges): Promise<void> {
    const tripId = Number(event.tripId);
    const version = Number(event.version);
    if (!(tripId > 0)) return;
    const deleted = event.deleted;
    const em = this.em.fork();
    const applied = await em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set
         "congestion_tax_sek" = ?, "congestion_tax_sek_override" = ?, "congestion_tax_count" = ?,
         "infra_tax_sek" = ?, "infra_tax_sek_override" = ?, "infra_tax_count" = ?,
         "toll_passages" = ?::jsonb, "tolls_version" = ?
       where "id" = ? and "tolls_version" < ?
       returning "id"`,
      [
        deleted ? 0 : event.congestionTaxSek,
        deleted ? null : (event.congestionTaxSekOverride ?? null),
        deleted ? 0 : event.congestionTaxCount,
        deleted ? 0 : event.infraTaxSek,
        deleted ? null : (event.infraTaxSekOverride ?? null),
        deleted ? 0 : event.infraTaxCount,
        JSON.stringify(storedPassages(event)),
        version,
        tripId,
        version,
      ],
    );
    if (applied.length > 0) return;
    const [known] = await em.execute<Array<{ tolls_version: string }>>(
      `select "tolls_version" from "journal"."trips" where "id" = ?`,
      [tripId],
    );
    if (!known) {
      this.logger.warn({ tripId, version }, 'toll charges of a trip the journal does not hold; skipped');
    } else {
      this.logger.debug({ tripId, version, applied: Number(known.tolls_version) }, 'toll charges already applied');
    }
  }
}
