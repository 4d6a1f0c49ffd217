export { apiKeys } from './api-keys.ts';
export { tenantGroupMembers, tenantGroups } from './groups.ts';
export { systemSettings } from './system-settings.ts';
export { outboxMessages, passwordResetTokens, tenants } from './tenants.ts';
export { rbacShadowCounts } from './rbac.ts';
export { filters, models, providerCredentials } from './providers.ts';
export { detections, sessionWarnings } from './detections.ts';
export { reviews } from './reviews.ts';
export { sessionMessages, sessions } from './sessions.ts';
