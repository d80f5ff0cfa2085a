import { z } from 'zod/v4';

import { component } from '../common/openapi';

// The toll-station analyser's JSON (spec 03 §3 "Toll station (analyser)", §7 "Toll analyser"), field names as the
// spec has them.

/** `<city>-<cpNumber>` (e.g. stockholm-292) or a bridge's city alone (sundsvall, motala). */
export const CP_ID = /^[a-z]{2,20}(?:-[0-9]{1,9})?$/;

const lonLat = z.tuple([z.number(), z.number()]).describe('[longitude, latitude]');

export const TollStationSchema = component(
  'TollStation',
  z.object({
    number: z.number().int().describe('Position in the seed data, 1-based (the pay-station colour derives from it)'),
    name: z.string(),
    cp_id: z.string().describe('`<city>-<cpNumber>`, or the city alone for a bridge'),
    city: z.string(),
    cpNumber: z.string(),
    tariff: z.string(),
    geometry: z.object({ coordinates: lonLat.describe("The gantry's [longitude, latitude] as overridden") }),
    direction_deg: z.number().nullable().describe("The road's heading, degrees from north; null: unknown"),
    sweref99tm_e: z.number(),
    sweref99tm_n: z.number(),
    nudge_angle: z.number().nullable(),
    overridden: z.boolean(),
    line: z.array(lonLat).describe('The charged line\u2019s two ends; empty while the heading is unknown'),
    backaRole: z.string(),
    essingeledenPair: z.string(),
  }),
);
export type TollStationJson = z.infer<typeof TollStationSchema>;

export const TollStationReferenceSchema = component(
  'TollStationReference',
  z.object({
    cp_id: z.string(),
    reference_back: z.string().describe("The other gantry of the same station ('' when it has one)"),
    direction: z.number().nullable().describe('Heading from this gantry to the other, degrees from north'),
  }),
);
export type TollStationReferenceJson = z.infer<typeof TollStationReferenceSchema>;

const finite = z.number().finite();

/** One of sweref99tm_e, sweref99tm_n, nudge_angle, or clear: true (back to the seed data). */
export const StationOverrideBodySchema = component(
  'StationOverrideBody',
  z
    .strictObject({
      sweref99tm_e: finite.optional().describe('Metres east (SWEREF 99 TM), at most 2 km from the seed position'),
      sweref99tm_n: finite.optional().describe('Metres north (SWEREF 99 TM)'),
      nudge_angle: finite.min(-360).max(360).optional().describe("The road's heading, degrees clockwise from north"),
      tariff: z
        .enum(['stockholm-inner', 'stockholm-essingeleden'])
        .optional()
        .describe("The tariff class a Stockholm control point bills (the data's Essingeleden classes are uncertain)"),
      clear: z.literal(true).optional().describe('Drops the station\u2019s overrides'),
    })
    .refine(
      (body) => Object.values(body).filter((value) => value !== undefined).length === 1,
      'exactly one of sweref99tm_e, sweref99tm_n, nudge_angle, tariff, clear',
    ),
);
export type StationOverrideBody = z.infer<typeof StationOverrideBodySchema>;

const pathPoint = z.object({ latitude: z.number(), longitude: z.number(), timestamp_ms: z.number().int() });

export const TollPathInfoSchema = component(
  'TollPathInfo',
  z.object({
    trip_id: z.number().int(),
    original_path: z.array(pathPoint).describe('The stored fixes of the trip'),
    road_interpolation: z.array(pathPoint).describe('The path detection reads (cleaned, curved between sparse fixes)'),
    resampled_path: z.array(pathPoint).describe('The same path every 25 m (the smoothed path drawn)'),
    snap_source: z.string().describe("'none': no map matching"),
    original_timestamps: z.array(z.number().int()),
    thinned: z.boolean(),
  }),
);
export type TollPathInfoJson = z.infer<typeof TollPathInfoSchema>;

export const TollCheckPathSchema = component(
  'TollCheckPath',
  z.object({
    prices: z.object({ congestion_tax_sek: z.number().int(), infra_tax_sek: z.number().int() }),
    passages: z.array(
      z.object({
        cp_id: z.string(),
        station_name: z.string(),
        hit: z.boolean().describe('Counted as a passage'),
        isotime: z.string().describe('UTC, of the crossing or of the closest approach'),
        intersection: z.object({ latitude: z.number(), longitude: z.number() }),
        offset_m: z.number().describe('From the gantry'),
        reason: z.string(),
        amount_sek: z.number().int().describe('What it would bear (the trip alone)'),
      }),
    ),
  }),
);
export type TollCheckPathJson = z.infer<typeof TollCheckPathSchema>;
