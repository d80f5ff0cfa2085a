// The work schedule and zone payloads of the BFF as its OpenAPI document describes them (api/generated, from the
// BFF's zod schemas in services/bff/src/preferences), under the names the preference pages use.
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

/** Spec 03 §3 "Schedule day entries": the week of a user, or the default not activated. */
export type WorkSchedule = Schemas['WorkSchedule'];
export type WorkScheduleRequest = Schemas['WorkScheduleBody'];
export type ScheduleTripType = WorkSchedule['tripType'];
export type ScheduleDay = WorkSchedule['daysList'][number];
export type ScheduleTime = ScheduleDay['times'][number];

/** Spec 03 §3 Zone: a user's saved place, a circle of radiusMs metres around its centre. */
export type Zone = Schemas['Zone'];
/** POST and PATCH of a zone: only the fields given are set (unset ones keep their value or the default). */
export type ZoneBody = Schemas['ZoneBody'];
export type ZoneTripType = Zone['tripType'];
export type ZoneBatchResult = Schemas['ZoneBatchResult'];
