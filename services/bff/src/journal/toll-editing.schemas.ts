import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { TollPassageSchema } from './journal.schemas';

/** The highest override accepted, SEK (tolls refuses above it too). */
export const MAX_OVERRIDE_SEK = 1_000_000;

const overrideSek = z.number().int().min(0).max(MAX_OVERRIDE_SEK).nullable().optional();

/**
 * Spec 02 §7 PATCH /journal/passage/{id}: the override of the passage's kind (overridePrice for a congestion-tax
 * passage, overridePriceInfra for an infrastructure fee; null clears it) and/or its removal or return.
 */
export const PassageOverrideBodySchema = component(
  'PassageOverrideBody',
  z.strictObject({
    overridePrice: overrideSek.describe('The congestion tax to charge instead, whole SEK ≥ 0; null clears it'),
    overridePriceInfra: overrideSek.describe('The infrastructure fee to charge instead; null clears it'),
    isActive: z.boolean().optional().describe('false removes the passage (it counts for nothing), true brings it back'),
  }),
);
export type PassageOverrideBody = z.infer<typeof PassageOverrideBodySchema>;

/** Spec 02 §7 PUT /journal/{id}/restore-passages: which kinds go back to the computed passages. */
export const RestorePassagesBodySchema = component(
  'RestorePassagesBody',
  z.strictObject({
    congestion: z.boolean().describe('The congestion-tax passages'),
    infra: z.boolean().describe('The infrastructure-fee passages'),
  }),
);
export type RestorePassagesBody = z.infer<typeof RestorePassagesBodySchema>;

const sek = z.number().int();

/** A trip's toll fields as the journal JSON has them, right after a change (the journal's copy follows shortly). */
export const TripTollsSchema = component(
  'TripTolls',
  z.object({
    journal_id: z.number().int().describe('The journal entry (a merged entry: its trips summed)'),
    congestionTaxSek: sek,
    congestionTaxSekOverride: sek.nullable(),
    congestionTaxCount: z.number().int(),
    infraTaxSek: sek,
    infraTaxSekOverride: sek.nullable(),
    infraTaxCount: z.number().int(),
    congestionData: z.object({ passages: z.array(TollPassageSchema) }),
  }),
);
export type TripTollsJson = z.infer<typeof TripTollsSchema>;
