import { z } from 'zod/v4';

import { component } from '../common/openapi';

/** Spec 03 §5 GET /admin/avl/log: the longest range one request may span (the devices service holds the same bound). */
export const AVL_MAX_RANGE_MS = 31 * 24 * 60 * 60 * 1000;

export const AvlLogQuerySchema = z
  .strictObject({
    imei: z
      .string()
      .max(20)
      .regex(/^\d{8,20}$/, 'digits'),
    start: z.coerce.number().int().positive().describe('Range start, epoch ms (inclusive)'),
    stop: z.coerce.number().int().positive().describe('Range end, epoch ms (exclusive)'),
    page: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  // Spec 03: "a date range is required before fetching"; start before stop, at most 31 days.
  .refine((query) => query.stop > query.start, { message: 'stop must be after start', path: ['stop'] })
  .refine((query) => query.stop - query.start <= AVL_MAX_RANGE_MS, {
    message: 'the range may span at most 31 days',
    path: ['stop'],
  });
export type AvlLogQuery = z.infer<typeof AvlLogQuerySchema>;

export const AvlPacketSchema = component(
  'AvlPacket',
  z.object({
    receivedTsMs: z.number().int().describe('When the gateway received the packet'),
    firstRecordTsMs: z.number().int().describe('Time of its first record'),
    codec: z.string().describe('8, 8E, 16, or the @Track report type (GTFRI, ...)'),
    recordCount: z.number().int(),
    transport: z.string().describe('TCP or UDP'),
    rawHex: z.string().describe('The packet as received, lower-case hex'),
  }),
);
export type AvlPacketJson = z.infer<typeof AvlPacketSchema>;

export const AvlPacketPageSchema = component(
  'AvlPacketPage',
  z.object({
    packets: z
      .array(AvlPacketSchema)
      .describe("Newest first; without the page's packets that overlap another driver's private trip"),
    privateWithheld: z
      .number()
      .int()
      .describe(
        "The page's packets left out because their records may lie in another driver's private trip (spec 02 §5: " +
          'where a private trip went is its driver’s alone, the back office included)',
      ),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean().describe('Another page follows'),
  }),
);
export type AvlPacketPageJson = z.infer<typeof AvlPacketPageSchema>;
