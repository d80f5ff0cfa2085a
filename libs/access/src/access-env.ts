import { z } from 'zod';

/** Configuration every service that resolves callers (or serves auth's directory) validates at boot. */
export const accessEnv = z.object({
  // File holding the key services present to each other (never logged; mounted from a secret).
  INTERNAL_SERVICE_KEY_FILE: z.string().min(1),
  // Safety net against a missed event: a fresh directory snapshot this often (0: never).
  ACCESS_RESNAPSHOT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
});

export type AccessEnv = z.output<typeof accessEnv>;
