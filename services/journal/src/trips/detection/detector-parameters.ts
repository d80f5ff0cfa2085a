import { z } from 'zod';

/**
 * The trip detector's parameters, with their defaults. The service reads them from the environment (`TRIP_*`), `npm
 * run trips` from its flags; `--help` prints this table. Spec 02 §4 and §9: trips under 200 m leave the journal.
 */
export const DETECTOR_PARAMETERS = {
  minTripDistanceM: {
    flag: 'min-distance-m',
    default: 200,
    meaning: 'a trip shorter than this is left out (spec 02 §4)',
  },
  minTripDurationS: {
    flag: 'min-duration-s',
    default: 20,
    meaning: 'a trip shorter in time than this is left out',
  },
  stopGapS: {
    flag: 'stop-gap-s',
    default: 300,
    meaning: 'a standstill or an ignition-off at least this long ends a trip; shorter ones are pauses in it',
  },
  maxIdleS: {
    flag: 'max-idle-s',
    default: 1800,
    meaning: 'with ignition on, a standstill at least this long also ends a trip',
  },
  maxGapS: {
    flag: 'max-gap-s',
    default: 1800,
    meaning: 'no fix for longer than this during a trip ends it at the last fix before the gap',
  },
  movingSpeedKmh: {
    flag: 'moving-speed-kmh',
    default: 5,
    meaning: 'a fix reporting at least this speed counts as moving (devices without ignition)',
  },
  stillRadiusM: {
    flag: 'still-radius-m',
    default: 50,
    meaning: 'GPS drift radius: movement within it is not travel, and adds no distance',
  },
  relocationM: {
    flag: 'relocation-m',
    default: 300,
    meaning: 'a parked vehicle found this far away (two fixes in a row) has moved without moving fixes',
  },
  maxPlausibleSpeedKmh: {
    flag: 'max-plausible-speed-kmh',
    default: 300,
    meaning: 'a fix implying a faster jump from the last good one is an outlier unless the next fix agrees',
  },
} as const;

export type DetectorParameters = { -readonly [K in keyof typeof DETECTOR_PARAMETERS]: number };

export const DEFAULT_DETECTOR_PARAMETERS: DetectorParameters = Object.fromEntries(
  Object.entries(DETECTOR_PARAMETERS).map(([key, spec]) => [key, spec.default]),
) as DetectorParameters;

const parametersSchema = z.object(
  Object.fromEntries(Object.keys(DETECTOR_PARAMETERS).map((key) => [key, z.number().finite().nonnegative()])) as {
    [K in keyof DetectorParameters]: z.ZodNumber;
  },
);

/** Defaults overridden by `overrides`; every value must be a finite number ≥ 0. */
export function detectorParameters(overrides: Partial<DetectorParameters> = {}): DetectorParameters {
  return parametersSchema.parse({ ...DEFAULT_DETECTOR_PARAMETERS, ...overrides });
}
