import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { lineText } from '../common/text';

const queryMs = lineText(20)
  .regex(/^\d{1,15}$/, 'epoch milliseconds')
  .transform(Number);

export const EcoScoreQuerySchema = z
  .object({ fromMs: queryMs, toMs: queryMs })
  .refine((query) => query.fromMs <= query.toMs, { message: 'fromMs after toMs', path: ['fromMs'] });
export type EcoScoreQuery = z.output<typeof EcoScoreQuerySchema>;

const score = z.number().min(0).max(100).nullable();

/** Spec 02 §3 Eco score (total, cornering, acceleration, breaking, totalCo2Kg, vehicleCo2GKm) with its basis. */
export const EcoScoreSchema = component(
  'EcoScore',
  z.object({
    vehicleId: z.number().int(),
    fromMs: z.number().int(),
    toMs: z.number().int(),
    tripCount: z.number().int(),
    distanceKm: z.number(),
    total: score.describe('Mean of the three categories, 0–100 (100: no harsh event); null without distance'),
    acceleration: score,
    breaking: score.describe('Braking (the spelling of the specification)'),
    cornering: score,
    harshAccelerations: z.number().int().describe('Accelerations over 2.5 m/s²'),
    harshBrakings: z.number().int().describe('Brakings over 2.7 m/s²'),
    sharpCorners: z.number().int().describe('Turns over 2.4 rad/s'),
    totalCo2Kg: z.number().nullable().describe("The distance times the vehicle's CO2 per km; null without fuel data"),
    vehicleCo2GKm: z.number().nullable(),
  }),
);
export type EcoScoreJson = z.output<typeof EcoScoreSchema>;
