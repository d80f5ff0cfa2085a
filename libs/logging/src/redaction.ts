// Fields whose values never reach a log line. pino's redaction matches paths, not names at any depth, so each name is
// listed at the depths where our log objects carry it (top level, one and two levels down, HTTP headers).
const SECRET_FIELDS = [
  'password',
  'passwordConfirmation',
  'oldPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'secret',
  'clientSecret',
  'apiKey',
  'privateKey',
  'secretKey',
];

export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export const REDACTION_CENSOR = '[redacted]';
