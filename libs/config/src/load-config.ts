import { type z, type ZodErrorMap, ZodIssueCode, type ZodTypeAny } from 'zod';

import { ConfigError } from './config-error';

/** Validates the environment once at boot into a typed object; throws `ConfigError` naming each bad variable. */
export function loadConfig<S extends ZodTypeAny>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.output<S> {
  // Empty strings count as unset, so `FOO=` in an env file falls back to the default instead of failing a check.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned, { errorMap: withoutReceivedValues });
  if (!result.success) {
    throw ConfigError.fromIssues(result.error.issues);
  }
  return result.data as z.output<S>;
}

// zod's default enum message quotes the received value, which may be a secret; list only what is allowed.
const withoutReceivedValues: ZodErrorMap = (issue, context) => {
  if (issue.code === ZodIssueCode.invalid_enum_value) {
    return { message: `must be one of ${issue.options.map(String).join(', ')}` };
  }
  return { message: context.defaultError };
};
