import { z } from 'zod/v4';

import { component } from '../common/openapi';

const hhmm = z
  .string()
  .max(4)
  .regex(/^([01]\d|2[0-3])[0-5]\d$|^2400$/, 'HHmm')
  .describe('Local time (Europe/Stockholm), HHmm; 2400 ends the day');

const scheduleTime = z.strictObject({ start: hhmm, stop: hhmm });

/** Spec 03 §3 "Schedule day entries": dayOfWeek 1 (Monday) to 7, active, the day's working hours. */
const scheduleDay = z.strictObject({
  dayOfWeek: z.number().int().min(1).max(7),
  active: z.boolean(),
  times: z.array(scheduleTime).max(10),
});

/** PATCH /user/{id}/weekday: the whole week (7 days), the trip type, or both. */
export const WorkScheduleBodySchema = component(
  'WorkScheduleBody',
  z
    .strictObject({
      daysList: z.array(scheduleDay).length(7).optional(),
      tripType: z
        .string()
        .regex(/^(BUSINESS|PRIVATE)\w*$/, 'BUSINESS or PRIVATE')
        .max(40)
        .optional(),
    })
    .refine((body) => body.daysList !== undefined || body.tripType !== undefined, 'daysList or tripType'),
);
export type WorkScheduleBody = z.infer<typeof WorkScheduleBodySchema>;

export const WorkScheduleSchema = component(
  'WorkSchedule',
  z.object({
    userId: z.number().int(),
    activated: z.boolean().describe('false: the default (Monday to Friday 08:00–17:00), which gives trips nothing'),
    tripType: z.enum(['BUSINESS', 'PRIVATE']).describe('What trips started within working hours get'),
    daysList: z.array(
      z.object({
        dayOfWeek: z.number().int(),
        active: z.boolean(),
        times: z.array(z.object({ start: z.string(), stop: z.string() })),
      }),
    ),
  }),
);
export type WorkScheduleJson = z.infer<typeof WorkScheduleSchema>;
