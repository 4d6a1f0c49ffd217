export { ConfigError, loadConfig } from './load-config.ts';
export {
  addressList,
  booleanFlag,
  databaseEnv,
  httpUrl,
  logLevel,
  port,
  postgresUrl,
  redisUrl,
  serviceEnv,
  shutdownGrace,
  sseEnv,
} from './env-fields.ts';
export { detectionEngineOptions, detectionEnv } from './detection-env.ts';
export { identityEnv } from './identity-env.ts';
export { providerCredentialsEnv } from './provider-env.ts';
export {
  APP_NAMES,
  EDGE_APP,
  INTERNAL_APPS,
  INTERNAL_PORT_BASE,
  SERVICE_NAMES,
  SERVICE_PORTS,
  callsOf,
  defaultServiceUrl,
  serviceUrlVar,
} from './fleet-apps.ts';
export type { InternalApp, ServiceName, ServiceUrlVar } from './fleet-apps.ts';
export { serviceUrlsEnv } from './service-urls.ts';
