import { BENEFIT_TYPES } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { lineText } from '../common/text';

// Spec 02 §2.5 (map overview page), §3 "Map overview item" (the field names, snake_case where the spec writes them
// so), §7 "Map overview and vehicle"; spec 01 §4.4 (the display rules the frontend applies to these values).

type BenefitType = (typeof BENEFIT_TYPES)[number];

export const OVERVIEW_STATUSES = ['MOVING', 'PARKED'] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

const DriverSchema = component(
  'OverviewDriver',
  z.object({ id: z.number().int(), displayName: z.string() }).describe('Checked-in driver, else the default driver'),
);

export const OverviewPositionSchema = component(
  'OverviewPosition',
  z
    .object({
      latitude: z.number().describe('WGS 84; 0 with longitude 0 means private mode (spec 02 §3)'),
      longitude: z.number(),
      heading: z
        .number()
        .int()
        .nullable()
        .describe("Degrees, 0 north, clockwise; null: the tracker's value was impossible"),
      timestampMs: z.number().int().describe('Fix time (UTC, ms)'),
      satellites: z.number().int(),
      hdop: z.number().nullable(),
    })
    .describe('The newest position with a GPS fix; records without a fix are never plotted'),
);

const liveFields = {
  position: OverviewPositionSchema.nullable().describe('null: the vehicle has never reported a position with a fix'),
  last_seen_ms: z.number().int().nullable().describe('Newest report of any kind (UTC, ms); null: never'),
  speed_kph: z.number().int().nullable(),
  ignition: z.boolean().nullable(),
  battery_percentage: z.number().int().nullable(),
  status: z
    .enum(OVERVIEW_STATUSES)
    .nullable()
    .describe('MOVING while the newest report is recent and the vehicle moves; null: never reported'),
  gps_quality: z
    .number()
    .int()
    .min(0)
    .max(5)
    .describe('0–5 from satellites and HDOP of the newest fix (services/bff/README.md "Map overview"); 0: no fix'),
};

export const OverviewItemSchema = component(
  'OverviewItem',
  z.object({
    meta: z.object({
      vehicle_id: z.number().int(),
      reg: z.string(),
      vehicleDisplayName: z.string(),
      organizationId: z.number().int(),
      organizationName: z.string(),
      marker: z.string(),
      color: z.string(),
      isArchived: z.boolean(),
      benefitType: z.string(),
      status: liveFields.status,
      gps_quality: liveFields.gps_quality,
    }),
    position: liveFields.position,
    last_seen_ms: liveFields.last_seen_ms,
    speed_kph: liveFields.speed_kph,
    ignition: liveFields.ignition,
    isTracker: z.boolean(),
    latestResponseFrequency: z.number().int().describe('Hours, as last reported by the device (0 unknown)'),
    driver: DriverSchema.nullable(),
    battery_percentage: liveFields.battery_percentage,
    deviceType: z.string().describe('Type of the installed device; empty without one'),
  }),
);
export type OverviewItemJson = z.output<typeof OverviewItemSchema>;
export type OverviewPositionJson = z.output<typeof OverviewPositionSchema>;

// ---------- requests ----------

/**
 * A comma list, or the parameter repeated, of values `parse` accepts (undefined: refused). A refused entry is
 * reported on the parameter itself, so it answers MISFORMATTED_FIELDS naming it.
 */
function commaList<T>(parse: (part: string) => T | undefined, max: number, expected: string) {
  return z.union([lineText(20_000), z.array(lineText(20_000))]).transform((value, context) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const parsed = parts.map(parse);
    if (parts.length > max || parsed.some((entry) => entry === undefined)) {
      context.addIssue({ code: 'custom', message: `${expected}, at most ${max}` });
      return z.NEVER;
    }
    return parsed as T[];
  });
}

const organizationId = (part: string): number | undefined =>
  /^[1-9]\d{0,15}$/.test(part) && Number.isSafeInteger(Number(part)) ? Number(part) : undefined;
const benefitType = (part: string): BenefitType | undefined =>
  (BENEFIT_TYPES as readonly string[]).includes(part) ? (part as BenefitType) : undefined;

export const OverviewQuerySchema = z.strictObject({
  organizationIds: commaList(organizationId, 1000, 'positive integer ids').optional(),
  benefitTypes: commaList(benefitType, BENEFIT_TYPES.length, `benefit types (${BENEFIT_TYPES.join(', ')})`).optional(),
  search: lineText(100).optional(),
});
export type OverviewQuery = z.output<typeof OverviewQuerySchema>;

// ---------- live updates (WebSocket /api/live) ----------

export const LiveUpdateSchema = component(
  'OverviewLiveUpdate',
  z.object({ vehicle_id: z.number().int(), organizationId: z.number().int(), ...liveFields }),
);
export type LiveUpdateJson = z.output<typeof LiveUpdateSchema>;

/** Close codes of the live socket besides the standard ones. */
export const LIVE_CLOSE = {
  /** No valid access token in time, or the token expired without a renewal: log in / refresh, then reconnect. */
  UNAUTHENTICATED: 4401,
  /** A message the server does not understand. */
  BAD_MESSAGE: 4400,
  /** The selected organisation is not the user's to see (any more). */
  FORBIDDEN: 4403,
  /** The server has no live source configured (no Redis), or is not ready yet: retry later. */
  UNAVAILABLE: 4503,
} as const;

export const LiveClientMessageSchema = component(
  'LiveClientMessage',
  z
    .strictObject({
      type: z.literal('auth'),
      token: z.string().min(1).max(8192).describe("The same access token as the API's Authorization header"),
      organizationId: z
        .number()
        .int()
        .positive()
        .nullish()
        .describe('The selected organisation (as x-organization-id): only its subtree is sent'),
    })
    .describe(
      'Client → server. The first message within 10 s of opening, and again with each renewed token: a socket ' +
        'whose token expires without a renewal is closed with 4401.',
    ),
);
export type LiveClientMessage = z.output<typeof LiveClientMessageSchema>;

export const LiveServerMessageSchema = component(
  'LiveServerMessage',
  z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('ready'), vehicleCount: z.number().int() }),
      z.object({
        type: z.literal('positions'),
        items: z.array(LiveUpdateSchema).describe('At most one per vehicle per second'),
      }),
      z.object({
        type: z.literal('removed'),
        vehicleIds: z.array(z.number().int()).describe('Vehicles the user can no longer see: drop them'),
      }),
      z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
    ])
    .describe(
      'Server → client: `ready` after each accepted token, `positions` batches of live updates of the vehicles the ' +
        'user may see, `removed` when that set shrinks, `error` before the server closes the socket.',
    ),
);
export type LiveServerMessage = z.output<typeof LiveServerMessageSchema>;
