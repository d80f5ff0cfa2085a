import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { lineText } from '../common/text';

const tripType = z
  .enum(['BUSINESS', 'PRIVATE', 'NONE'])
  .describe('What trips starting (activeOnTripStart) or ending (activeOnTripEnd) inside get; NONE: nothing');

/** Spec 03 §3 Zone, as the places screen edits it: every field optional (unset ones keep their value or default). */
const zoneFields = {
  zoneName: lineText(200).optional().describe('Empty: "Ny plats"'),
  address: lineText(500).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  radiusMs: z.number().int().min(1).max(800).optional().describe('Radius in metres, at most 800 (spec 03 §9)'),
  tripType: tripType.optional(),
  activeOnTripStart: z.boolean().optional(),
  activeOnTripEnd: z.boolean().optional(),
  description: lineText(500).optional().describe('The purpose: becomes the description of the trips it types'),
};

/** POST /user/{id}/zone and PATCH /user/{id}/zone/{zoneId}. */
export const ZoneBodySchema = component('ZoneBody', z.strictObject(zoneFields));
export type ZoneBody = z.infer<typeof ZoneBodySchema>;

/** POST /zone/batch (ROOT): a copy of the zone for each person. */
export const ZoneBatchBodySchema = component(
  'ZoneBatchBody',
  z.strictObject({
    zone: z.object({ zoneId: z.number().int().positive() }).describe('The zone to copy (other fields are ignored)'),
    personIds: z.array(z.number().int().positive()).min(1).max(1000),
  }),
);
export type ZoneBatchBody = z.infer<typeof ZoneBatchBodySchema>;

export const ZoneSchema = component(
  'Zone',
  z.object({
    zoneId: z.number().int(),
    userId: z.number().int(),
    organizationId: z.number().int(),
    zoneName: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    radiusMs: z.number().int(),
    tripType,
    activeOnTripStart: z.boolean(),
    activeOnTripEnd: z.boolean(),
    description: z.string(),
  }),
);
export type ZoneJson = z.infer<typeof ZoneSchema>;

export const ZoneBatchResultSchema = component(
  'ZoneBatchResult',
  z.object({ copied: z.number().int(), zoneIds: z.array(z.number().int()) }),
);
export type ZoneBatchResultJson = z.infer<typeof ZoneBatchResultSchema>;
