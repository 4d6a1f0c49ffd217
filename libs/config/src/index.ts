export { ConfigError, loadConfig } from './load-config.ts';
export {
  addressList,
  booleanFlag,
  httpUrl,
  logLevel,
  port,
  postgresUrl,
  redisUrl,
  serviceEnv,
  sseEnv,
} from './env-fields.ts';
export { detectionEngineOptions, detectionEnv } from './detection-env.ts';
export { identityEnv } from './identity-env.ts';
export { defaultServiceUrl, SERVICE_PORTS, SESSION_TURN_PATH } from './service-ports.ts';
export type { ServiceName } from './service-ports.ts';
