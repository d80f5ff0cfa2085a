import { LIST_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

// Query parameters as the routes take them: strings in, typed values out, bounded.

/** Epoch milliseconds, within what a JavaScript Date can hold. */
export const epochMs = z.coerce.number().int().positive().max(8_640_000_000_000_000);

/** A positive id in a query: at most 15 digits. */
export const queryId = z
  .string()
  .max(15)
  .regex(/^[1-9]\d{0,14}$/, 'a positive id')
  .transform(Number);

/** `?vehicleIds=1&vehicleIds=2` or `?vehicleIds=1,2`: positive ids, at most `max`. */
export const idList = (max: number = LIST_LIMITS.ids) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
    z.array(queryId).max(max),
  );

/** `true` or `false`. */
export const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
