export { ConfigError, loadConfig } from './load-config.ts';
export { addressList, booleanFlag, httpUrl, logLevel, port, postgresUrl, redisUrl, serviceEnv } from './env-fields.ts';
export { detectionEngineOptions, detectionEnv } from './detection-env.ts';
export { identityEnv } from './identity-env.ts';
