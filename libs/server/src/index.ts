export { BODY_LIMIT_BYTES, createServer } from './create-server.ts';
export type { App, ServerOptions } from './create-server.ts';
export { createProxyTrust } from './proxy-trust.ts';
export { redactUrl } from './log-options.ts';
export { healthPlugin, healthResponse } from './health-plugin.ts';
export type { HealthCheck } from './health-plugin.ts';
export { runService } from './run-service.ts';
export { abortWhenClientLeaves } from './client-gone.ts';
