// The work schedule payloads of the BFF as its OpenAPI document describes them (api/generated, from the BFF's zod
// schemas in services/bff/src/preferences), under the names the work schedule page uses.
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

/** Spec 03 §3 "Schedule day entries": the week of a user, or the default not activated. */
export type WorkSchedule = Schemas['WorkSchedule'];
export type WorkScheduleRequest = Schemas['WorkScheduleBody'];
export type ScheduleTripType = WorkSchedule['tripType'];
export type ScheduleDay = WorkSchedule['daysList'][number];
export type ScheduleTime = ScheduleDay['times'][number];
