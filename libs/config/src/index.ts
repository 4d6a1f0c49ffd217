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
export { providerCredentialsEnv } from './provider-env.ts';
export { defaultServiceUrl, SERVICE_PORTS } from './service-ports.ts';
export type { ServiceName } from './service-ports.ts';
