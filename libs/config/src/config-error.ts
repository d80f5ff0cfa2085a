import type { ZodIssue } from 'zod';

/** Thrown by `loadConfig` when the environment does not satisfy the schema; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = ConfigError.name;
  }

  // Only the variable name and zod's message go into the text; zod messages never echo the received value for the
  // checks used here, so secrets (passwords in URLs, key paths) stay out of logs.
  static fromIssues(issues: readonly ZodIssue[]): ConfigError {
    return new ConfigError(issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
}
