import { flagEnv, loadConfig, portEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

import { DEFAULT_DETECTOR_PARAMETERS, detectorParameters, type DetectorParameters } from './trips/detection';

/** The service's PostgreSQL schema (raw SQL on the detection path names it). */
export const JOURNAL_SCHEMA = 'journal';

const parameter = (key: keyof DetectorParameters) =>
  z.coerce.number().finite().nonnegative().default(DEFAULT_DETECTOR_PARAMETERS[key]);

/** The detector's parameters (README "Trip detection"), named after `npm run trips`' flags. */
const tripParameterEnv = z.object({
  TRIP_MIN_DISTANCE_M: parameter('minTripDistanceM'),
  TRIP_MIN_DURATION_S: parameter('minTripDurationS'),
  TRIP_STOP_GAP_S: parameter('stopGapS'),
  TRIP_MAX_IDLE_S: parameter('maxIdleS'),
  TRIP_MAX_GAP_S: parameter('maxGapS'),
  TRIP_MOVING_SPEED_KMH: parameter('movingSpeedKmh'),
  TRIP_STILL_RADIUS_M: parameter('stillRadiusM'),
  TRIP_RELOCATION_M: parameter('relocationM'),
  TRIP_MAX_PLAUSIBLE_SPEED_KMH: parameter('maxPlausibleSpeedKmh'),
});

export const journalConfigSchema = accessKitEnv.merge(tripParameterEnv).extend({
  JOURNAL_GRPC_URL: z.string().min(3).default('127.0.0.1:50054'),
  JOURNAL_HTTP_PORT: portEnv.default(3104),
  // Trip detection from telemetry.positions.v1 (off only for tools and tests that must not join the group).
  JOURNAL_DETECTION_ENABLED: flagEnv.default('true'),
  JOURNAL_DETECTION_GROUP_ID: z.string().min(1).default('journal.trip-detection'),
  // A new deployment starts at the topic's end; tests and the demo's history replay read it from the beginning.
  JOURNAL_DETECTION_FROM_BEGINNING: flagEnv.default('false'),
  JOURNAL_DETECTION_PARTITIONS_CONCURRENTLY: z.coerce.number().int().min(1).max(256).default(8),
  // How often trips whose vehicle has rested long enough are closed while the tracker sends nothing (asleep).
  JOURNAL_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  // devices.installations.v1: which vehicle (and organisation) a device was in at a trip's start.
  JOURNAL_CONSUME_INSTALLATIONS: flagEnv.default('true'),
  JOURNAL_INSTALLATIONS_GROUP_ID: z.string().min(1).default('journal.device-installations'),
  // fleet.vehicles.v1: a vehicle's default trip type and drivers, which a closing trip takes.
  JOURNAL_CONSUME_VEHICLES: flagEnv.default('true'),
  JOURNAL_VEHICLES_GROUP_ID: z.string().min(1).default('journal.fleet-vehicles'),
  // tolls.trip-charges.v1: the trips' congestion tax and infrastructure fee passages and sums.
  JOURNAL_CONSUME_TOLL_CHARGES: flagEnv.default('true'),
  JOURNAL_TOLL_CHARGES_GROUP_ID: z.string().min(1).default('journal.toll-charges'),
  // Start and stop addresses: a Nominatim-compatible reverse geocoder, or (unset) the coordinates.
  JOURNAL_GEOCODER_URL: z.string().url().optional(),
  JOURNAL_GEOCODER_USER_AGENT: z.string().min(3).default('Fleetlog journal (+https://fleetlog.se)'),
  JOURNAL_GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  JOURNAL_GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  JOURNAL_GEOCODER_LANGUAGE: z.string().min(2).default('sv'),
  JOURNAL_ADDRESS_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  JOURNAL_ADDRESS_BATCH: z.coerce.number().int().min(1).max(1_000).default(10),
});

export type JournalConfig = z.output<typeof journalConfigSchema>;

/** The detector's parameters as configured. */
export function detectorParametersOf(config: JournalConfig): DetectorParameters {
  return detectorParameters({
    minTripDistanceM: config.TRIP_MIN_DISTANCE_M,
    minTripDurationS: config.TRIP_MIN_DURATION_S,
    stopGapS: config.TRIP_STOP_GAP_S,
    maxIdleS: config.TRIP_MAX_IDLE_S,
    maxGapS: config.TRIP_MAX_GAP_S,
    movingSpeedKmh: config.TRIP_MOVING_SPEED_KMH,
    stillRadiusM: config.TRIP_STILL_RADIUS_M,
    relocationM: config.TRIP_RELOCATION_M,
    maxPlausibleSpeedKmh: config.TRIP_MAX_PLAUSIBLE_SPEED_KMH,
  });
}

export function loadJournalConfig(env: Record<string, string | undefined> = process.env): JournalConfig {
  return loadConfig(journalConfigSchema, env);
}

/** Nest injection token for the validated config object. */
export const JOURNAL_CONFIG = Symbol('JOURNAL_CONFIG');
