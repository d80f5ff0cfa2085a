import { flagEnv, portEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

/** The service's PostgreSQL schema (its SQL names it). */
export const ALARMS_SCHEMA = 'alarms';

export const alarmsConfigSchema = accessKitEnv.extend({
  ALARMS_GRPC_URL: z.string().min(3).default('127.0.0.1:50057'),
  ALARMS_HTTP_PORT: portEnv.default(3107),
  // The owners of what an alarm targets, asked as the caller when a setting is saved (read-models/owners.ts).
  FLEET_GRPC_URL: z.string().min(3).default('127.0.0.1:50052'),
  DEVICES_GRPC_URL: z.string().min(3).default('127.0.0.1:50053'),
  OWNER_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  // E-mail: the outgoing relay (smtp://host:port, smtps:// for TLS) and the sender.
  SMTP_URL: z.string().min(7),
  MAIL_FROM: z.string().min(3).default('Fleetlog <noreply@fleetlog.local>'),
  // Links in mails point at the triggered alarms page.
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  // telemetry.positions.v1 (geofences, the trackers' own events) on a Kafka client of its own, as the journal's
  // detection does: batches of many devices, committed after the periods they open are.
  ALARMS_CONSUME_POSITIONS: flagEnv.default('true'),
  ALARMS_POSITIONS_GROUP_ID: z.string().min(1).default('alarms.telemetry-positions'),
  ALARMS_POSITIONS_FROM_BEGINNING: flagEnv.default('false'),
  // devices.status.v1 (battery, last contact, which vehicle a tracker is in) and fleet.vehicles.v1 (archived vehicles).
  ALARMS_CONSUME_STATUS: flagEnv.default('true'),
  ALARMS_STATUS_GROUP_ID: z.string().min(1).default('alarms.devices-status'),
  ALARMS_VEHICLES_GROUP_ID: z.string().min(1).default('alarms.fleet-vehicles'),
  ALARMS_INSTALLATIONS_GROUP_ID: z.string().min(1).default('alarms.device-installations'),
  ALARMS_LATEST_TRIPS_GROUP_ID: z.string().min(1).default('alarms.latest-trips'),
  // journal.trips.v1 (no driver, driving outside the schedule, each vehicle's latest trip).
  ALARMS_TRIPS_GROUP_ID: z.string().min(1).default('alarms.journal-trips'),
  // The sweep for conditions that are an absence (no contact for N hours) and for repeats, and how often the settings
  // other instances changed are read again.
  ALARMS_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  ALARMS_SETTINGS_RELOAD_MS: z.coerce.number().int().min(100).default(5_000),
  // Records older than this (a tracker's buffer after a dead zone) open and close periods silently, except crash,
  // towing and jamming, which notify marked as late.
  ALARMS_LATE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60_000),
  // Notification delivery: attempts in all, the first wait (doubling, capped at an hour) after a failed attempt, how
  // often waiting notifications are looked for, and at most this many mails per alarm and recipient an hour.
  ALARMS_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  ALARMS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  ALARMS_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(50).default(2_000),
  ALARMS_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(6),
  ALARMS_DELIVERY_ENABLED: flagEnv.default('true'),
});

export type AlarmsConfig = z.output<typeof alarmsConfigSchema>;

export const ALARMS_CONFIG = Symbol('ALARMS_CONFIG');
