import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { JournalEntrySchema } from '../journal/journal.schemas';

/** [longitude, latitude], GeoJSON order. */
const position = z.tuple([z.number(), z.number()]);

const lineString = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(position).describe('[longitude, latitude] per stored fix, oldest first'),
});

/** Spec 02 §2.2: the path of a trip for the route panel (no speeds). */
export const TripRouteFeatureSchema = component(
  'TripRouteFeature',
  z.object({
    type: z.literal('Feature'),
    geometry: lineString,
    properties: z.object({
      timestamps: z.array(z.number().int()).describe('Fix time (epoch ms) of each coordinate'),
    }),
  }),
);

export const TripRouteSchema = component(
  'TripRoute',
  z.object({
    journal: JournalEntrySchema,
    features: z
      .array(TripRouteFeatureSchema)
      .describe('One line of the fixes between the start and the stop; empty when none were stored'),
    thinned: z.boolean().describe('More fixes were stored than answered (at most 20,000, thinned evenly)'),
  }),
);
export type TripRouteJson = z.infer<typeof TripRouteSchema>;

/** Spec 02 §3 "Speed journey": the path with a speed per fix (metres per second). */
export const SpeedJourneyFeatureSchema = component(
  'SpeedJourneyFeature',
  z.object({
    type: z.literal('Feature'),
    geometry: lineString,
    properties: z.object({
      timestamps: z.array(z.number().int()).describe('Fix time (epoch ms) of each coordinate'),
      velocities: z
        .array(z.number().nullable())
        .describe(
          "Speed at each coordinate, metres per second (× 3.6 for km/h); null where the tracker's value was impossible",
        ),
    }),
  }),
);

export const SpeedJourneySchema = component(
  'SpeedJourney',
  z.object({
    journal: JournalEntrySchema,
    features: z.array(SpeedJourneyFeatureSchema).describe('Empty when no fixes were stored for the trip'),
    thinned: z.boolean().describe('More fixes were stored than answered (at most 20,000, thinned evenly)'),
  }),
);
export type SpeedJourneyJson = z.infer<typeof SpeedJourneySchema>;

export const SpeedLogAccessSchema = component(
  'SpeedLogAccess',
  z.object({
    allowed: z
      .boolean()
      .describe('ROOT, or USER_ALLOWED_SPEED_REPORT on the user, or ORG_ALLOWED_SPEED_REPORT on its organisation'),
  }),
);
export type SpeedLogAccessJson = z.infer<typeof SpeedLogAccessSchema>;
