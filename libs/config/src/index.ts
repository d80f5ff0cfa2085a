export { ConfigError } from './config-error';
export {
  baseEnv,
  databaseEnv,
  flagEnv,
  jwtVerifyEnv,
  kafkaEnv,
  portEnv,
  redisEnv,
  smtpEnv,
  telemetryEnv,
} from './env-fragments';
export { loadConfig } from './load-config';
