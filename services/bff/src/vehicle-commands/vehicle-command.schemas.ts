import { z } from 'zod/v4';

import { component } from '../common/openapi';

// Device commands (spec 01 §4.2, §7; spec 03 §2 Devices): what the UI may ask for and how a command's fate reads.
export const COMMAND_KIND_NAMES = ['SET_FREQUENCY', 'UPDATE_POSITION', 'RESTART', 'GET_INFO', 'WEB_CONNECT'] as const;
export type CommandKindName = (typeof COMMAND_KIND_NAMES)[number];
/** What a user may ask a device for directly; the frequency is changed on the vehicle (PATCH …/frequency). */
export const USER_COMMAND_KINDS = ['UPDATE_POSITION', 'RESTART', 'GET_INFO', 'WEB_CONNECT'] as const;
export type UserCommandKind = (typeof USER_COMMAND_KINDS)[number];
export const COMMAND_STATE_NAMES = ['PENDING', 'SENT', 'RESPONDED', 'FAILED', 'EXPIRED', 'SUPERSEDED'] as const;
export type CommandStateName = (typeof COMMAND_STATE_NAMES)[number];

export const DeviceCommandSchema = component(
  'DeviceCommand',
  z.object({
    id: z.number().int(),
    deviceId: z.number().int(),
    imei: z.string(),
    vehicleId: z.number().int().nullable().describe('The vehicle the device sat in when the command was made'),
    kind: z.enum(COMMAND_KIND_NAMES),
    text: z.string().describe('The command text sent to the device'),
    state: z
      .enum(COMMAND_STATE_NAMES)
      .describe('PENDING until a gateway writes it to the device (queued while the device is not connected)'),
    response: z.string().describe("The device's answer ('' until it answers)"),
    requestedBy: z.number().int().nullable().describe('User id; null when the platform made it (frequency change)'),
    createdTsMs: z.number().int(),
    sentTsMs: z.number().int().nullable(),
    completedTsMs: z.number().int().nullable(),
    expiresTsMs: z.number().int(),
    frequencyHours: z.number().int().nullable(),
  }),
);
export type DeviceCommandJson = z.infer<typeof DeviceCommandSchema>;

export const DeviceCommandListSchema = component(
  'DeviceCommandList',
  z.object({ commands: z.array(DeviceCommandSchema).describe('Newest first') }),
);
export type DeviceCommandListJson = z.infer<typeof DeviceCommandListSchema>;

export const DeviceCommandBodySchema = component(
  'DeviceCommandBody',
  z.strictObject({ kind: z.enum(USER_COMMAND_KINDS) }),
);
export type DeviceCommandBody = z.infer<typeof DeviceCommandBodySchema>;

export const CommandHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type CommandHistoryQuery = z.infer<typeof CommandHistoryQuerySchema>;
